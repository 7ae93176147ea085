//! `/w/:workspace/recharge-channels`: the channels, searched, filtered and sorted, and creating one.

use leptos::prelude::*;

use super::columns::{columns, finding};
use super::create_dialog::CreateDialog;
use super::paths::use_list_path;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::RechargeChannelsKey;
use crate::lists::{ListText, WholeList};
use crate::registry::Area;

/// The list, its search, filters, sort and page in the address. A created channel is added at the end of the list, so
/// the last page is shown afterwards.
#[component]
pub fn RechargeChannelsPage() -> impl IntoView {
    let added = RwSignal::new(0u64);
    let creating = RwSignal::new(false);
    let on_created = Callback::new(move |_| added.update(|n| *n += 1));
    let text = ListText {
        caption: RechargeChannelsKey::Title.into(),
        count: RechargeChannelsKey::Count.into(),
        empty_title: RechargeChannelsKey::EmptyTitle.into(),
        empty_body: RechargeChannelsKey::EmptyBody.into(),
    };
    let changes = ChangeAccess::of(Area::RechargeChannels);
    view! {
        <div class="page page--wide">
            <PageHeader
                title=RechargeChannelsKey::Title
                intro=RechargeChannelsKey::Intro
                action=(RechargeChannelsKey::New, Callback::new(move |_| creating.set(true)))
                changes
            />
            <WholeList
                text
                columns=columns(use_list_path())
                finding=finding()
                load=api::recharge_channels::list
                show_last=added
            />
            <CreateDialog open=creating on_created/>
        </div>
    }
}
