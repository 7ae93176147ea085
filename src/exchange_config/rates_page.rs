//! `/w/:workspace/exchange-rates`: the exchange rates, searched, filtered and sorted, created and edited in
//! dialogs.

use leptos::prelude::*;
use portal_api::exchange_config::ExchangeRate;

use super::columns::{rate_columns, rate_finding};
use super::edit_rate_dialog::EditRateDialog;
use super::new_rate_dialog::NewRateDialog;
use crate::api;
use crate::components::{ChangeAccess, PageHeader};
use crate::i18n::ExchangeConfigKey;
use crate::lists::{ListText, WholeList};
use crate::registry::Area;

/// The list with "New exchange rate" and an Edit button per row. An edited rate reads the
/// list again; a created one is added at the end of the list, so the last page is shown.
#[component]
pub fn ExchangeRatesPage() -> impl IntoView {
    let reload = RwSignal::new(0u64);
    let creating = RwSignal::new(false);
    let editing = RwSignal::new(None::<ExchangeRate>);
    let added = RwSignal::new(0u64);
    let on_saved = Callback::new(move |_| reload.update(|n| *n += 1));
    let on_created = Callback::new(move |_| added.update(|n| *n += 1));
    let text = ListText {
        caption: ExchangeConfigKey::RatesTitle.into(),
        count: ExchangeConfigKey::RatesCount.into(),
        empty_title: ExchangeConfigKey::RatesEmptyTitle.into(),
        empty_body: ExchangeConfigKey::RatesEmptyBody.into(),
    };
    let changes = ChangeAccess::of(Area::ExchangeRates);
    let columns = rate_columns(changes, Callback::new(move |rate| editing.set(Some(rate))));
    view! {
        <div class="page page--wide">
            <PageHeader
                title=ExchangeConfigKey::RatesTitle
                intro=ExchangeConfigKey::RatesIntro
                action=(ExchangeConfigKey::NewRate, Callback::new(move |_| creating.set(true)))
                changes
            />
            <WholeList
                text
                columns
                finding=rate_finding()
                load=api::exchange_config::exchange_rates
                reload
                show_last=added
            />
            <NewRateDialog open=creating on_created changes/>
            <EditRateDialog rate=editing on_saved changes/>
        </div>
    }
}
