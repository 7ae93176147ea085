//! `/w/:workspace/withdrawal-channels`: the platform's withdrawal channels, page by page.

use leptos::prelude::*;
use portal_api::withdrawal_channels::WithdrawalChannel;

use super::columns::columns;
use super::details_dialog::DetailsDialog;
use crate::api;
use crate::components::{ListText, PageHeader, PagedList};
use crate::i18n::WithdrawalChannelKey;

/// The list (read-only: the contract has no other withdrawal-channel endpoint); each row
/// offers every field the server sent in a dialog.
#[component]
pub fn WithdrawalChannelsPage() -> impl IntoView {
    let text = ListText {
        caption: WithdrawalChannelKey::Title.into(),
        count: WithdrawalChannelKey::Count.into(),
        empty_title: WithdrawalChannelKey::EmptyTitle.into(),
        empty_body: WithdrawalChannelKey::EmptyBody.into(),
    };
    let shown = RwSignal::new(None::<WithdrawalChannel>);
    let columns = columns(Callback::new(move |c| shown.set(Some(c))));
    view! {
        <div class="page page--wide">
            <PageHeader title=WithdrawalChannelKey::Title intro=WithdrawalChannelKey::Intro/>
            <PagedList text columns load=api::withdrawal_channels::list/>
            <DetailsDialog shown/>
        </div>
    }
}
