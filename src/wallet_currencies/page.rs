//! `/w/:workspace/wallet-currencies`: every wallet type and currency pair, filtered, searched,
//! sorted, switchable.

use std::sync::Arc;

use leptos::prelude::*;
use portal_api::currency::{self, Currency};
use portal_api::wallet_currencies::WalletCurrency;

use super::columns::{columns, finding};
use super::enable_form::EnableForm;
use super::pair::pair;
use super::toggle_dialog::ToggleDialog;
use crate::api::{self, ApiError};
use crate::components::{ChangeAccess, PageHeader};
use crate::forms::{FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, ListsKey, WalletCurrenciesKey};
use crate::lists::{
    erased, found_list, use_url_query, AnyRow, Column, FoundParts, ListRows, ListText, Reading,
};
use crate::money::currency_options;
use crate::reactive::Newest;
use crate::registry::Area;

/// The pairs the filters ask for: one currency's through its own calls (`/enabled` for the
/// enabled ones), else all of them.
async fn fetch(
    currency: Option<Currency>,
    enabled_only: bool,
) -> Result<Vec<WalletCurrency>, ApiError> {
    match (currency, enabled_only) {
        (Some(c), true) => api::wallet_currencies::enabled_of_currency(c).await,
        (Some(c), false) => api::wallet_currencies::of_currency(c).await,
        (None, only) => {
            let all = api::wallet_currencies::all().await?;
            Ok(all
                .into_iter()
                .filter(|r| !only || r.enabled == Some(true))
                .collect())
        }
    }
}

/// The filters (currency, enabled only), kept in the address, reload the list; switching a pair, from its row or
/// from "Enable a currency", updates its row in place.
#[component]
pub fn WalletCurrenciesPage() -> impl IntoView {
    let i18n = use_i18n();
    let url = use_url_query();
    let currency_value = url.field("currency");
    let enabled_only = url.field("enabled");
    let filters = Memo::new(move |_| {
        let currency = currency_value
            .with(|v| v.parse().ok())
            .and_then(currency::by_value);
        (currency, enabled_only.with(|v| v == "true"))
    });
    let reading = RwSignal::new(Reading::Loading);
    let rows = ListRows::new();
    let newest = Newest::new();
    let load = move || {
        let (currency, only) = filters.get_untracked();
        // An older answer arriving late must not replace a newer list, and the answer to a
        // page already left (its address changed on the way out) goes nowhere.
        newest.take(fetch(currency, only), move |result| {
            reading.set(match result {
                Ok(list) => {
                    let total = list.len() as u64;
                    rows.replace(erased(list));
                    Reading::Done { total }
                }
                Err(e) => Reading::Failed(e),
            });
        });
    };
    crate::reactive::effect(move || {
        filters.track();
        load();
    });

    let toggling = RwSignal::new(None::<(WalletCurrency, bool)>);
    let on_changed = Callback::new(move |updated: Option<WalletCurrency>| {
        let Some((updated, key)) = updated.and_then(|u| pair(&u).map(|key| (u, key))) else {
            return load();
        };
        let mut found = false;
        // Under "Enabled only" a pair just disabled no longer belongs in the list.
        let gone = filters.get_untracked().1 && updated.enabled == Some(false);
        let is_updated = |r: &AnyRow| r.downcast_ref().and_then(pair) == Some(key);
        rows.update(|rows| {
            found = rows.iter().any(is_updated);
            if gone {
                rows.retain(|r| !is_updated(r));
            }
            for row in rows.iter_mut().filter(|r| is_updated(r)) {
                *row = Arc::new(updated.clone());
            }
        });
        // Not listed under the filters: the filters decide whether it shows now.
        if !found {
            load();
        }
    });
    let table_columns: Vec<Column<AnyRow>> =
        columns(Callback::new(move |target| toggling.set(Some(target))))
            .into_iter()
            .map(Column::erased)
            .collect();
    let currencies = Signal::derive(move || {
        let mut options = currency_options(i18n);
        options[0] = SelectOption {
            value: String::new(),
            label: i18n.t(WalletCurrenciesKey::AllCurrencies).to_owned(),
        };
        options
    });
    let retry = Callback::new(move |_| load());
    // The empty state says whether the filters or the platform left nothing.
    let filtered = Memo::new(move |_| filters.with(|(c, only)| c.is_some() || *only));
    let list = move || {
        let text = ListText {
            caption: WalletCurrenciesKey::Title.into(),
            count: ListsKey::Count.into(),
            empty_title: WalletCurrenciesKey::EmptyTitle.into(),
            empty_body: if filtered.get() {
                WalletCurrenciesKey::EmptyFiltered
            } else {
                WalletCurrenciesKey::EmptyAll
            }
            .into(),
        };
        found_list(FoundParts {
            text,
            columns: table_columns.clone(),
            finding: finding().erased(),
            rows,
            reading: reading.into(),
            retry,
            read_rest: None,
            show_last: Signal::default(),
            settle: Signal::default(),
        })
    };

    view! {
        <div class="page page--wide">
            <PageHeader
                title=WalletCurrenciesKey::Title
                intro=WalletCurrenciesKey::Intro
                changes=ChangeAccess::of(Area::WalletCurrencies)
            />
            <EnableForm on_changed/>
            <div class="filters" role="search" aria-label=move || i18n.t(WalletCurrenciesKey::Filters)>
                <FormField
                    id="wallet-currencies-currency"
                    label=WalletCurrenciesKey::FilterCurrency
                    value=currency_value
                    kind=FieldKind::Select
                    options=currencies
                />
                <FormField
                    id="wallet-currencies-enabled"
                    label=WalletCurrenciesKey::EnabledOnly
                    value=enabled_only
                    kind=FieldKind::Checkbox
                />
            </div>
            {list}
            <ToggleDialog target=toggling on_changed/>
        </div>
    }
}
