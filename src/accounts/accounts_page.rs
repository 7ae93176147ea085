//! `/w/:workspace/accounts`: the accounts, found by name, email, status, portal or day, and
//! the creation of an administrator.

use leptos::prelude::*;

use super::columns::{account_columns, finding};
use super::create_dialog::CreateDialog;
use super::spans_notice::SpansNotice;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::AccountsKey;
use crate::lists::{ListText, WholeList};
use crate::registry::use_area_path;
use crate::registry::Area;

/// The account list with "Create administrator"; a created account is shown on the last
/// page, where it lands.
#[component]
pub fn AccountsPage() -> impl IntoView {
    let base = use_area_path(Area::Accounts);
    let creating = RwSignal::new(false);
    let show_last = RwSignal::new(0u64);
    let text = ListText {
        caption: AccountsKey::Caption.into(),
        count: AccountsKey::Count.into(),
        empty_title: AccountsKey::EmptyTitle.into(),
        empty_body: AccountsKey::EmptyBody.into(),
    };
    let on_created = Callback::new(move |_| show_last.update(|n| *n += 1));
    view! {
        <div class="page page--wide">
            <PageHeader
                title=AccountsKey::Title
                intro=AccountsKey::Intro
                action=(AccountsKey::Create, Callback::new(move |_| creating.set(true)))
                changes=ChangeAccess::of(Area::Accounts)
            />
            <SpansNotice says=AccountsKey::SpansAccounts/>
            <WholeList
                text
                columns=account_columns(base, AccountsKey::Created)
                finding=finding("accounts")
                load=api::accounts::accounts
                show_last
            />
            <CreateDialog open=creating on_created/>
        </div>
    }
}
