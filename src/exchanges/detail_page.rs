//! `/w/:workspace/exchanges/:exchange`: every field of one exchange.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use portal_api::exchanges::Exchange;
use portal_api::ErrorCode;
use serde_json::{Map, Value};

use crate::api;
use crate::components::{not_shown, EnumBadge, Fetched, PageHeader};
use crate::i18n::{use_i18n, ExchangesKey};
use crate::money::{amount_in, show_amounts, show_choices};
use crate::records::RecordView;
use crate::registry::use_area_path;
use crate::registry::Area;

/// "1,250.00 USD → 1,150.00 EUR" and the status, when the record has them.
fn summary(record: &Map<String, Value>) -> Option<impl IntoView> {
    let e: Exchange = serde_json::from_value(Value::Object(record.clone())).ok()?;
    let sold = amount_in(e.source_amount?, e.source_currency.as_ref());
    let bought = amount_in(e.target_amount?, e.target_currency.as_ref());
    let status = e.status.map(|value| view! { <EnumBadge value/> });
    Some(view! {
        <p class="exchange__summary">
            <span>{format!("{sold} → {bought}")}</span>
            {status}
        </p>
    })
}

/// The record through the generic record view (the contract does not show an exchange's
/// fields), under a summary of what was sold and bought. An exchange the workspace cannot
/// see is "not found", with the way back to the list.
#[component]
pub fn ExchangePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let biz_id = move || params.with(|p| p.get("exchange").unwrap_or_default());
    let list = use_area_path(Area::Exchanges);
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::exchanges::record(&id).await }
    });

    let retry = Callback::new(move |_| record.refetch());
    let content = move || {
        record.get().map(|result| match result {
            Err(e) if e.is(&ErrorCode::ResourceNotFound) => view! {
                <section class="card" role="alert">
                    <h2 class="card__title">{move || i18n.t(ExchangesKey::NotFoundTitle)}</h2>
                    <p>{move || i18n.tf(ExchangesKey::NotFoundBody, &[("id", &biz_id())])}</p>
                    <p>
                        <A href=list attr:class="btn btn--secondary">
                            {move || i18n.t(ExchangesKey::BackToList)}
                        </A>
                    </p>
                </section>
            }
            .into_any(),
            Err(e) => not_shown(Some(e), retry),
            Ok(mut map) => {
                let summary = summary(&map);
                show_amounts(
                    &mut map,
                    &[
                        ("sourceAmount", "sourceCurrency"),
                        ("targetAmount", "targetCurrency"),
                        ("feeAmount", "sourceCurrency"),
                    ],
                );
                show_choices(&mut map, i18n);
                view! {
                    {summary}
                    <section class="card">
                        <RecordView record=map/>
                    </section>
                }
                .into_any()
            }
        })
    };

    view! {
        <div class="page">
            <PageHeader
                back=(list, ExchangesKey::BackToList)
                title=Signal::derive(move || i18n.tf(ExchangesKey::DetailTitle, &[("id", &biz_id())]))
            />
            {move || content().unwrap_or_else(|| not_shown(None, retry))}
        </div>
    }
}
