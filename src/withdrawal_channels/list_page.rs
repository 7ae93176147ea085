//! `/w/:workspace/withdrawal-channels`: the platform's withdrawal channels, page by page.

use leptos::prelude::*;
use portal_api::withdrawal_channels::WithdrawalChannel;

use super::columns::columns;
use super::details_dialog::DetailsDialog;
use crate::api;
use crate::components::PageHeader;
use crate::i18n::WithdrawalChannelsKey;
use crate::lists::{ListText, PagedList};

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
            <PagedList text columns load=api::withdrawal_channels::list/>
            <DetailsDialog shown/>
        </div>
    }
}
