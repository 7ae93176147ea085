//! `/w/:workspace/withdrawal-channels`: the platform's withdrawal channels, searched,
//! filtered and sorted.

use leptos::prelude::*;
use portal_api::withdrawal_channels::WithdrawalChannel;

use super::columns::{columns, finding};
use super::details_dialog::DetailsDialog;
use crate::api;
use crate::components::PageHeader;
use crate::i18n::WithdrawalChannelsKey;
use crate::lists::{ListText, WholeList};

/// The list (read-only: the contract has no other withdrawal-channel endpoint); each row
/// offers every field the server sent in a dialog.
#[component]
pub fn WithdrawalChannelsPage() -> impl IntoView {
    let text = ListText {
        caption: WithdrawalChannelsKey::Title.into(),
        count: WithdrawalChannelsKey::Count.into(),
        empty_title: WithdrawalChannelsKey::EmptyTitle.into(),
        empty_body: WithdrawalChannelsKey::EmptyBody.into(),
    };
    let shown = RwSignal::new(None::<WithdrawalChannel>);
    let columns = columns(Callback::new(move |c| shown.set(Some(c))));
    view! {
        <div class="page page--wide">
            <PageHeader title=WithdrawalChannelsKey::Title intro=WithdrawalChannelsKey::Intro/>
            <WholeList text columns finding=finding() load=api::withdrawal_channels::list/>
            <DetailsDialog shown/>
        </div>
    }
}
