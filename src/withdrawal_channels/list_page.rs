//! `/w/:workspace/withdrawal-channels`: the platform's withdrawal channels, page by page.

use leptos::prelude::*;
use portal_api::withdrawal_channels::WithdrawalChannel;

use super::columns::columns;
use super::details_dialog::DetailsDialog;
use crate::api;
use crate::components::{use_paged_rows, PagedTable};
use crate::i18n::{use_i18n, WithdrawalChannelKey};

/// The list (read-only: the contract has no other withdrawal-channel endpoint); each row
/// offers every field the server sent in a dialog.
#[component]
pub fn WithdrawalChannelsPage() -> impl IntoView {
    let i18n = use_i18n();
    let list = use_paged_rows(api::withdrawal_channels::list);
    let shown = RwSignal::new(None::<WithdrawalChannel>);
    let columns = columns(Callback::new(move |c| shown.set(Some(c))));
    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(WithdrawalChannelKey::Title)}</h1>
                <p class="muted">{move || i18n.t(WithdrawalChannelKey::Intro)}</p>
            </header>
            <PagedTable
                list
                caption=WithdrawalChannelKey::Title
                columns
                count=WithdrawalChannelKey::Count
                empty_title=WithdrawalChannelKey::EmptyTitle
                empty_body=WithdrawalChannelKey::EmptyBody
            />
            <DetailsDialog shown/>
        </div>
    }
}
