//! `/w/:workspace/accounts`: the accounts page by page, the page in the address, and the
//! creation of an administrator.

use leptos::prelude::*;

use super::columns::account_columns;
use super::create_dialog::CreateDialog;
use crate::api;
use crate::components::{ListText, PageHeader, PagedList};
use crate::i18n::AccountKey;
use crate::workspace::use_area_path;

/// The account list with "Create administrator"; a created account is shown on the last
/// page, where it lands.
#[component]
pub fn AccountsPage() -> impl IntoView {
    let base = use_area_path("accounts");
    let creating = RwSignal::new(false);
    let show_last = RwSignal::new(0u64);
    let text = ListText {
        caption: AccountKey::Caption.into(),
        count: AccountKey::Count.into(),
        empty_title: AccountKey::EmptyTitle.into(),
        empty_body: AccountKey::EmptyBody.into(),
    };
    let on_created = Callback::new(move |_| show_last.update(|n| *n += 1));
    view! {
        <div class="page page--wide">
            <PageHeader
                title=AccountKey::Title
                intro=AccountKey::Intro
                action=(AccountKey::Create, Callback::new(move |_| creating.set(true)))
            />
            <PagedList
                text
                columns=account_columns(base, AccountKey::Created)
                load=api::accounts::accounts
                show_last
            />
            <CreateDialog open=creating on_created/>
        </div>
    }
}
