//! The wallet currency table's columns: wallet type, currency, state, and the switch; and what
//! the pairs are found by.

use leptos::prelude::*;
use portal_api::wallet_currencies::WalletCurrency;

use super::pair::{pair, pair_args};
use crate::components::ChangeAccess;
use crate::i18n::{use_i18n, I18n, WalletCurrenciesKey};
use crate::lists::{CellValue, Choice, Column, Finding, ListFilter};
use crate::money::{currency_text, wallet_type_text};
use crate::registry::Area;

fn state_key(r: &WalletCurrency) -> (&'static str, WalletCurrenciesKey) {
    if r.enabled == Some(true) {
        ("badge badge--success", WalletCurrenciesKey::Enabled)
    } else {
        ("badge badge--neutral", WalletCurrenciesKey::Disabled)
    }
}

fn wallet_type(r: &WalletCurrency, i18n: I18n) -> String {
    r.wallet_type
        .as_ref()
        .map(|w| wallet_type_text(i18n, w))
        .unwrap_or_default()
}

/// The wallet type filter (`?type=`); the currency and "enabled only" filters choose what is
/// read (see the page).
pub fn finding() -> Finding<WalletCurrency> {
    let i18n = use_i18n();
    Finding::new("wallet-currencies").filter(ListFilter::new(
        "type",
        WalletCurrenciesKey::FilterWalletType,
        move |r: &WalletCurrency| {
            r.wallet_type.as_ref().map(|w| Choice {
                code: w.code().to_owned(),
                label: wallet_type(r, i18n),
            })
        },
    ))
}

/// The columns; Enable or Disable runs `toggle` with the record and whether to enable it.
pub fn columns(toggle: Callback<(WalletCurrency, bool)>) -> Vec<Column<WalletCurrency>> {
    let i18n = use_i18n();
    let changes = ChangeAccess::of(Area::WalletCurrencies);
    vec![
        Column::new(
            WalletCurrenciesKey::WalletType,
            move |r: &WalletCurrency| wallet_type(r, i18n).into_any(),
        )
        .found_by("walletType", move |r: &WalletCurrency| {
            CellValue::text(wallet_type(r, i18n))
        }),
        Column::new(WalletCurrenciesKey::Currency, move |r: &WalletCurrency| {
            r.currency
                .as_ref()
                .map(|c| currency_text(i18n, c))
                .into_any()
        })
        .found_by("currency", move |r: &WalletCurrency| {
            CellValue::text(
                r.currency
                    .as_ref()
                    .map(|c| currency_text(i18n, c))
                    .unwrap_or_default(),
            )
        }),
        Column::new(WalletCurrenciesKey::State, move |r: &WalletCurrency| {
            let (class, key) = state_key(r);
            view! { <span class=class>{move || i18n.t(key)}</span> }.into_any()
        })
        .found_by("state", move |r: &WalletCurrency| {
            CellValue::text(i18n.t(state_key(r).1))
        }),
        Column::new(WalletCurrenciesKey::Actions, move |r: &WalletCurrency| {
            let Some(p) = pair(r) else {
                return ().into_any();
            };
            let enable = r.enabled != Some(true);
            let (text, named, class) = if enable {
                (
                    WalletCurrenciesKey::Enable,
                    WalletCurrenciesKey::EnableOne,
                    "btn btn--secondary btn--small",
                )
            } else {
                (
                    WalletCurrenciesKey::Disable,
                    WalletCurrenciesKey::DisableOne,
                    "btn btn--danger btn--small",
                )
            };
            let record = r.clone();
            let label = move || i18n.tf(named, &pair_args(i18n, p));
            view! {
                <button
                    type="button"
                    class=class
                    aria-label=label
                    disabled=move || changes.closed()
                    title=move || changes.title()
                    on:click=move |_| toggle.run((record.clone(), enable))
                >
                    {move || i18n.t(text)}
                </button>
            }
            .into_any()
        })
        .actions(),
    ]
}
