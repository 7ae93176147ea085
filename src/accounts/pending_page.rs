//! `/w/:workspace/pending-users`: users waiting for approval, searched and filtered, each with
//! Approve and Reject.

use leptos::prelude::*;
use portal_api::profile::Account;

use super::columns::{common, finding};
use super::pending_actions::{Decision, PendingActions};
use super::spans_notice::SpansNotice;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::{use_i18n, AccountsKey};
use crate::lists::{CellValue, Column, ListText, WholeList};
use crate::registry::Area;

/// The pending users; a decided user leaves the list (it loads again after each decision).
#[component]
pub fn PendingUsersPage() -> impl IntoView {
    let i18n = use_i18n();
    let changes = ChangeAccess::of(Area::PendingUsers);
    let deciding = RwSignal::new(None::<(Decision, Account)>);
    let reload = RwSignal::new(0u64);
    let text = ListText {
        caption: AccountsKey::PendingCaption.into(),
        count: AccountsKey::PendingCount.into(),
        empty_title: AccountsKey::PendingEmptyTitle.into(),
        empty_body: AccountsKey::PendingEmptyBody.into(),
    };
    let mut columns = vec![Column::new(AccountsKey::Name, |a: &Account| {
        a.account_name.clone().into_any()
    })
    .found_by("name", |a: &Account| CellValue::text(&a.account_name))];
    columns.extend(common(AccountsKey::Registered));
    columns.push(
        Column::new(AccountsKey::Actions, move |a: &Account| {
            let (approve, reject) = (a.clone(), a.clone());
            let email = a.account_email.clone();
            let named = move |key: AccountsKey| {
                let email = email.clone();
                move || i18n.tf(key, &[("email", &email)])
            };
            view! {
                <div class="table__actions">
                    <button
                        type="button"
                        class="btn btn--primary btn--small"
                        aria-label=named(AccountsKey::ApproveOne)
                        disabled=move || changes.closed()
                        title=move || changes.title()
                        on:click=move |_| deciding.set(Some((Decision::Approve, approve.clone())))
                    >
                        {move || i18n.t(AccountsKey::Approve)}
                    </button>
                    <button
                        type="button"
                        class="btn btn--danger btn--small"
                        aria-label=named(AccountsKey::RejectOne)
                        disabled=move || changes.closed()
                        title=move || changes.title()
                        on:click=move |_| deciding.set(Some((Decision::Reject, reject.clone())))
                    >
                        {move || i18n.t(AccountsKey::Reject)}
                    </button>
                </div>
            }
            .into_any()
        })
        .actions(),
    );
    let on_decided = Callback::new(move |_| reload.update(|n| *n += 1));
    view! {
        <div class="page page--wide">
            <PageHeader
                title=AccountsKey::PendingTitle
                intro=AccountsKey::PendingIntro
                changes=ChangeAccess::of(Area::PendingUsers)
            />
            <SpansNotice says=AccountsKey::SpansPending/>
            <WholeList
                text
                columns
                finding=finding("pending-users")
                load=api::accounts::pending_users
                reload
            />
            <PendingActions deciding on_decided/>
        </div>
    }
}
