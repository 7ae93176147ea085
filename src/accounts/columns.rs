//! The columns of the account lists: name, email, status, portal, institution, created; and
//! what they are found by.

use crate::components::A;
use leptos::prelude::*;
use portal_api::profile::Account;

use crate::components::{enum_text, EnumBadge, LocalTime};
use crate::i18n::{use_i18n, AccountsKey};
use crate::lists::{CellValue, Choice, Column, Finding, ListFilter};
use crate::registry::record_path;
use crate::state::use_app_state;

/// The account list's columns; a name links to its page under `base`.
pub fn account_columns(
    base: impl Fn() -> String + Send + Sync + 'static,
    created: AccountsKey,
) -> Vec<Column<Account>> {
    let mut columns = vec![Column::new(AccountsKey::Name, move |a: &Account| {
        let href = record_path(&base(), &a.biz_id);
        let name = a.account_name.clone();
        view! { <A href attr:class="table__link table__link--name">{name}</A> }.into_any()
    })
    .found_by("name", |a: &Account| CellValue::text(&a.account_name))];
    columns.extend(common(created));
    columns
}

/// Status, portal, institution and creation day filters; saved sets kept under `saved`. The
/// lists hold every institution the person can see (the contract's queries take no
/// workspace), so the institution filter keeps one.
pub fn finding(saved: &'static str) -> Finding<Account> {
    let institution = institution_name();
    Finding::new(saved)
        .filter(ListFilter::status(|a: &Account| a.account_status.clone()))
        .filter(ListFilter::code(
            "type",
            AccountsKey::Portal,
            |a: &Account| Some(a.account_portal.clone()),
        ))
        .filter(ListFilter::new(
            INSTITUTION_PARAM,
            AccountsKey::Institution,
            move |a: &Account| {
                let code = a.institution_biz_id.clone()?;
                Some(Choice {
                    label: institution(a),
                    code,
                })
            },
        ))
        .dated(|a: &Account| a.created_at.clone())
}

/// The address parameter of the institution filter.
pub const INSTITUTION_PARAM: &str = "institution";

/// An account's institution by name when it is one of the user's workspaces, else its
/// identifier.
fn institution_name() -> impl Fn(&Account) -> String + Copy + Send + Sync + 'static {
    let workspaces = use_app_state().workspaces;
    move |a: &Account| {
        let id = a.institution_biz_id.clone().unwrap_or_default();
        workspaces
            .with_untracked(|w| {
                w.as_deref()?
                    .iter()
                    .find(|i| i.biz_id == id)
                    .map(|i| i.institution_name.clone())
            })
            .unwrap_or(id)
    }
}

/// Email, status, portal, institution (by name when it is one of the user's workspaces,
/// else its identifier) and the creation time (headed `created`).
pub fn common(created: AccountsKey) -> Vec<Column<Account>> {
    let i18n = use_i18n();
    let institution = institution_name();
    vec![
        Column::new(AccountsKey::Email, |a: &Account| {
            a.account_email.clone().into_any()
        })
        .found_by("email", |a: &Account| CellValue::text(&a.account_email)),
        Column::new(AccountsKey::Status, |a: &Account| {
            a.account_status
                .clone()
                .map(|value| view! { <EnumBadge value/> })
                .into_any()
        })
        .found_by("status", move |a: &Account| {
            CellValue::text(
                a.account_status
                    .as_ref()
                    .map(|s| enum_text(s, i18n))
                    .unwrap_or_default(),
            )
        }),
        Column::new(AccountsKey::Portal, |a: &Account| {
            let value = a.account_portal.clone();
            view! { <EnumBadge value/> }.into_any()
        })
        .found_by("portal", move |a: &Account| {
            CellValue::text(enum_text(&a.account_portal, i18n))
        }),
        Column::new(AccountsKey::Institution, move |a: &Account| {
            institution(a).into_any()
        })
        .found_by("institution", move |a: &Account| {
            CellValue::text(institution(a))
        }),
        Column::new(created, |a: &Account| {
            a.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .found_by("createdAt", |a: &Account| {
            CellValue::time(a.created_at.as_deref())
        }),
    ]
}
