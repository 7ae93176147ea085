//! `/recharges/stats` drawn as a small bar chart: orders by status and by currency.

use leptos::prelude::*;
use portal_api::recharges::{RechargeStats, RechargeStatus, StatsBucket, RECHARGE_STATUSES};

use crate::api::{self, ApiError};
use crate::components::{bar_chart, ChartBar, Fetched};
use crate::i18n::{localize_count, use_i18n, CodeKey, I18n, RechargesKey};
use crate::money::amount_with_code;
use crate::recharges::display::status_key;
use crate::web::storage::{self, Store};

/// One bar: its label, the orders it counts, and the text after the count.
struct Bar {
    label: String,
    orders: u64,
    detail: Option<String>,
    class: &'static str,
}

/// Pending first, in the queue's order of statuses; codes the portal does not know after.
fn status_bars(stats: &RechargeStats, name: impl Fn(CodeKey) -> String) -> Vec<Bar> {
    let known = RECHARGE_STATUSES
        .iter()
        .filter_map(|s| stats.by_status.get_key_value(s.code()));
    let unknown = stats
        .by_status
        .iter()
        .filter(|(code, _)| RechargeStatus::from_code(code).is_none());
    known
        .chain(unknown)
        .map(|(code, bucket)| {
            let status = RechargeStatus::from_code(code);
            Bar {
                label: status.map_or_else(|| code.clone(), |s| name(status_key(s))),
                orders: bucket.orders,
                detail: None,
                class: match status {
                    Some(RechargeStatus::Pending) => "chart__bar chart__bar--pending",
                    Some(RechargeStatus::Confirmed) => "chart__bar chart__bar--confirmed",
                    Some(RechargeStatus::Rejected) => "chart__bar chart__bar--rejected",
                    None => "chart__bar",
                },
            }
        })
        .collect()
}

fn currency_bars(stats: &RechargeStats) -> Vec<Bar> {
    stats
        .by_currency
        .iter()
        .map(|(code, StatsBucket { orders, amount })| Bar {
            label: code.clone(),
            orders: *orders,
            detail: amount.map(|a| amount_with_code(a, code)),
            class: "chart__bar",
        })
        .collect()
}

/// A bar's CSS width in tenths of a percent of the largest, in integers: formatting a float
/// would pull the float printer into the bundle for one style value.
fn bar_width(orders: u64, largest: u64) -> String {
    let per_mille = orders.saturating_mul(1000) / largest.max(1);
    format!("{}.{}%", per_mille / 10, per_mille % 10)
}

/// Bars scaled to the largest; each row says its numbers in text, so the chart reads without
/// seeing it.
fn chart(title: RechargesKey, bars: Vec<Bar>) -> impl IntoView {
    let i18n = use_i18n();
    let largest = bars.iter().map(|b| b.orders).max().unwrap_or(0).max(1);
    let bars = bars
        .into_iter()
        .map(|bar| {
            let count = i18n.tf(
                RechargesKey::StatsOrderCount,
                &[("count", &localize_count(bar.orders))],
            );
            let text = match bar.detail {
                Some(detail) => format!("{count} · {detail}"),
                None => count,
            };
            ChartBar {
                label: bar.label,
                width: bar_width(bar.orders, largest),
                class: bar.class,
                text: Signal::stored(text),
            }
        })
        .collect();
    bar_chart(title.into(), bars)
}

/// Where this browser keeps that the stats are open.
const OPEN: &str = "queue-stats-open";

/// The one line the folded stats show: all orders, and the pending ones.
fn glance(stats: &RechargeStats, i18n: I18n) -> String {
    let orders = i18n.tf(
        RechargesKey::StatsOrderCount,
        &[("count", &localize_count(stats.total_orders))],
    );
    let pending = stats
        .by_status
        .get(RechargeStatus::Pending.code())
        .map_or(0, |bucket| bucket.orders);
    let pending_name = i18n.t(status_key(RechargeStatus::Pending));
    format!("{orders} · {pending_name} {}", localize_count(pending))
}

/// The stats of every recharge the workspace can see, read again whenever `version` changes
/// (after a decision, or when the latest rows are shown).
pub fn use_stats(version: Signal<u64>) -> Fetched<Result<RechargeStats, ApiError>> {
    Fetched::new(move || {
        version.track();
        api::recharges::stats()
    })
}

/// Totals of every recharge the workspace can see (not only the filtered ones), as
/// [`use_stats`] read them. Folded to one line unless this browser opened it last, so the
/// queue's rows show without scrolling.
#[component]
pub fn StatsPanel(
    /// The stats.
    stats: Fetched<Result<RechargeStats, ApiError>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let open = storage::get(Store::Browser, OPEN).is_some();
    let remember = move |ev: leptos::ev::Event| {
        let now_open = event_target::<web_sys::HtmlDetailsElement>(&ev).open();
        match now_open {
            true => storage::set(Store::Browser, OPEN, "1"),
            false => storage::remove(Store::Browser, OPEN),
        }
    };
    let summary = move || stats.get().and_then(Result::ok).map(|s| glance(&s, i18n));
    let body = stats.show(move |s| {
        let name = |key: CodeKey| i18n.t(key).to_owned();
        let amounts = currency_bars(&s)
            .into_iter()
            .filter_map(|b| b.detail)
            .collect::<Vec<_>>()
            .join(" · ");
        view! {
            <dl class="stats__totals">
                <div>
                    <dt>{move || i18n.t(RechargesKey::StatsOrders)}</dt>
                    <dd class="stats__figure">{localize_count(s.total_orders)}</dd>
                </div>
                <div>
                    <dt>{move || i18n.t(RechargesKey::StatsAmount)}</dt>
                    <dd>{amounts}</dd>
                </div>
            </dl>
            <div class="stats__charts">
                {chart(RechargesKey::StatsByStatus, status_bars(&s, name))}
                {chart(RechargesKey::StatsByCurrency, currency_bars(&s))}
            </div>
        }
        .into_any()
    });
    view! {
        <details class="card stats" open=open on:toggle=remember>
            <summary class="stats__summary">
                <h2 class="stats__title">{move || i18n.t(RechargesKey::StatsTitle)}</h2>
                <span class="stats__glance">{summary}</span>
            </summary>
            {body}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::bar_width;

    #[test]
    fn widths_are_tenths_of_a_percent_of_the_largest() {
        assert_eq!(bar_width(3, 3), "100.0%");
        assert_eq!(bar_width(1, 3), "33.3%");
        assert_eq!(bar_width(2, 3), "66.6%");
        assert_eq!(bar_width(0, 0), "0.0%");
    }
}
