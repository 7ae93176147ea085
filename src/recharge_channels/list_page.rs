//! `/w/:workspace/recharge-channels`: the channels, page by page, and creating one.

use leptos::prelude::*;

use super::columns::columns;
use super::create_dialog::CreateDialog;
use super::paths::use_list_path;
use crate::api;
use crate::components::{use_paged_rows, Button, PagedTable};
use crate::i18n::{use_i18n, RechargeChannelKey};

/// The list, its page in the address. A created channel is added at the end of the list, so
/// the last page is shown afterwards.
#[component]
pub fn RechargeChannelsPage() -> impl IntoView {
    let i18n = use_i18n();
    let list = use_paged_rows(api::recharge_channels::list);
    let creating = RwSignal::new(false);
    let on_created = Callback::new(move |_| list.show_added());
    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(RechargeChannelKey::Title)}</h1>
                <p class="muted">{move || i18n.t(RechargeChannelKey::Intro)}</p>
                <div class="form__actions">
                    <Button
                        label=RechargeChannelKey::New
                        on_click=Callback::new(move |_| creating.set(true))
                    />
                </div>
            </header>
            <PagedTable
                list
                caption=RechargeChannelKey::Title
                columns=columns(use_list_path())
                count=RechargeChannelKey::Count
                empty_title=RechargeChannelKey::EmptyTitle
                empty_body=RechargeChannelKey::EmptyBody
            />
            <CreateDialog open=creating on_created/>
        </div>
    }
}
