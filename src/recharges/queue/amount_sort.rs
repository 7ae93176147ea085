//! Sorting by amount within one currency: amounts of different currencies have no common
//! measure the queue knows (no rates), so an amount sort without a currency filter asks for one.

use leptos::prelude::*;
use portal_api::currency::{self, Currency, CURRENCIES};
use portal_api::recharges::{RechargeQuery, RechargeStats};

use crate::i18n::{use_i18n, RechargesKey};

/// Whether `q` sorts by amount without choosing one currency.
pub fn needs_currency(q: &RechargeQuery) -> bool {
    q.currency.is_none() && q.sort.iter().any(|s| s.field == "amount")
}

/// The query to send: without a currency, the amount sort is left out (the server would
/// compare minor units across currencies), so the rows come in the default order until one is
/// chosen.
pub fn as_sent(q: RechargeQuery) -> RechargeQuery {
    if q.currency.is_some() {
        return q;
    }
    RechargeQuery {
        sort: q.sort.into_iter().filter(|s| s.field != "amount").collect(),
        ..q
    }
}

/// The currencies offered: those the workspace's stats count, else every one the portal knows.
fn offered(stats: Option<&RechargeStats>) -> Vec<Currency> {
    let counted: Vec<Currency> = stats
        .map(|s| {
            s.by_currency
                .keys()
                .filter_map(|c| currency::by_code(c))
                .collect()
        })
        .unwrap_or_default();
    if counted.is_empty() {
        CURRENCIES.to_vec()
    } else {
        counted
    }
}

/// Shown while the address sorts by amount with no currency: one button per currency, each
/// running `choose` with the same query filtered to it (first page, same sort).
#[component]
pub fn AmountSortAsk(
    /// The query shown.
    #[prop(into)]
    query: Signal<RechargeQuery>,
    /// The workspace's stats, for the currencies it has.
    #[prop(into)]
    stats: Signal<Option<RechargeStats>>,
    /// Runs with the query to show.
    choose: Callback<RechargeQuery>,
) -> impl IntoView {
    let i18n = use_i18n();
    let buttons = move || {
        stats
            .with(|s| offered(s.as_ref()))
            .into_iter()
            .map(move |c| {
                let pick = move |_| {
                    let q = query.get_untracked();
                    choose.run(RechargeQuery {
                        currency: Some(c.value),
                        page: 0,
                        ..q
                    })
                };
                view! {
                    <button type="button" class="btn btn--secondary btn--small" on:click=pick>
                        {move || i18n.tf(RechargesKey::AmountSortIn, &[("currency", c.code)])}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <Show when=move || query.with(needs_currency)>
            <div class="notice notice--info queue__ask" role="status">
                <p>{move || i18n.t(RechargesKey::AmountSortNeedsCurrency)}</p>
                <div class="queue__ask-choices">{buttons}</div>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_amount_sort_is_sent_only_within_one_currency() {
        let mixed = RechargeQuery::parse("sort=amount,desc&sort=createdAt,asc").unwrap();
        assert!(needs_currency(&mixed));
        let sent = as_sent(mixed);
        assert_eq!(sent.to_query(), "sort=createdAt%2Casc");
        let one = RechargeQuery::parse("currency=840&sort=amount,desc").unwrap();
        assert!(!needs_currency(&one));
        assert_eq!(as_sent(one.clone()), one);
    }
}
