//! The transaction aggregation as a summary: the count, then bars by currency and by status
//! with their numbers as text.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::provider_connections::{AggregateBucket, TransactionAggregation};

use super::provider_error::ProviderError;
use crate::api::{self, ApiError};
use crate::components::{bar_chart, code_name, ChartBar, LoadingState};
use crate::i18n::{use_i18n, ProviderConnectionsKey};
use crate::money::amount_with_code;
use crate::records::RecordView;

/// Bars scaled to the largest count; each row says its numbers in text.
fn chart(title: ProviderConnectionsKey, buckets: Vec<AggregateBucket>) -> impl IntoView {
    let i18n = use_i18n();
    let largest = buckets.iter().map(|b| b.count).max().unwrap_or(0).max(1);
    let bars = buckets
        .into_iter()
        .map(|b| {
            let width = format!("{}%", b.count * 100 / largest);
            let count = b.count.to_string();
            let label = b.key.clone();
            let text = Signal::derive(move || match b.total_amount {
                Some(total) => {
                    let amount = amount_with_code(total, &b.key);
                    i18n.tf(
                        ProviderConnectionsKey::CurrencyLine,
                        &[("count", &count), ("amount", &amount)],
                    )
                }
                None => i18n.tf(ProviderConnectionsKey::StatusLine, &[("count", &count)]),
            });
            ChartBar {
                label,
                width,
                class: "chart__bar",
                text,
            }
        })
        .collect();
    bar_chart(title.into(), bars)
}

/// The status buckets with their statuses named as the tables name them ("Settled", not
/// `SETTLED`); a status the portal does not know keeps its code.
fn named_statuses(buckets: Vec<AggregateBucket>) -> Vec<AggregateBucket> {
    let i18n = use_i18n();
    buckets
        .into_iter()
        .map(|mut b| {
            if let Some(key) = code_name(&b.key) {
                b.key = i18n.t(key).to_owned();
            }
            b
        })
        .collect()
}

/// Reads the aggregation once; parts the portal does not know are shown field by field.
#[component]
pub fn AggregationSummary(
    /// The connection.
    connection: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let loaded = RwSignal::new(None::<TransactionAggregation>);
    let error = RwSignal::new(None::<ApiError>);
    spawn_local(async move {
        match api::provider_connections::aggregation(&connection).await {
            Ok(a) => loaded.set(Some(a)),
            Err(e) => error.set(Some(e)),
        }
    });
    let body = move || {
        loaded.get().map(|a| {
            let count = a
                .transaction_count
                .unwrap_or_else(|| a.by_currency.iter().map(|b| b.count).sum())
                .to_string();
            let other = (!a.other.is_empty()).then(|| {
                let record = a.other.clone();
                view! { <RecordView record/> }
            });
            view! {
                <p class="stats__figure">
                    {move || i18n.tf(ProviderConnectionsKey::SummaryCount, &[("count", &count)])}
                </p>
                <div class="stats__charts">
                    {chart(ProviderConnectionsKey::ByCurrency, a.by_currency)}
                    {chart(ProviderConnectionsKey::ByStatus, named_statuses(a.by_status))}
                </div>
                {other}
            }
        })
    };
    view! {
        <section class="card stats" aria-labelledby="summary-title">
            <h2 id="summary-title" class="card__title">{move || i18n.t(ProviderConnectionsKey::Summary)}</h2>
            <ProviderError error/>
            {move || (loaded.with(Option::is_none) && error.with(Option::is_none))
                .then(|| view! { <LoadingState/> })}
            {body}
        </section>
    }
}
