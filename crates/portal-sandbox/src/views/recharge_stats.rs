//! Recharge stats: status-and-currency groups summed into the answer of `GET /recharges/stats`.

use std::collections::BTreeMap;

use portal_api::recharges::{StatsBucket, RECHARGE_STATUSES};
use serde::Serialize;

use crate::db::recharges::Group;

/// `totalOrders`, `totalAmount` (minor units, summed across currencies), `byStatus` and
/// `byCurrency` keyed by code. Every status has a bucket; currencies only when they occur.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeStats {
    total_orders: u64,
    // An integer, unlike the portal's `f64`: minor units are whole numbers.
    total_amount: i64,
    by_status: BTreeMap<String, StatsBucket>,
    by_currency: BTreeMap<String, StatsBucket>,
}

/// A bucket of no orders, whose amount is written (0).
fn empty() -> StatsBucket {
    StatsBucket {
        orders: 0,
        amount: Some(0),
    }
}

/// Sums the groups.
pub fn stats(groups: &[Group]) -> RechargeStats {
    let mut by_status: BTreeMap<String, StatsBucket> = RECHARGE_STATUSES
        .iter()
        .map(|s| (s.code().to_owned(), empty()))
        .collect();
    let mut by_currency: BTreeMap<String, StatsBucket> = BTreeMap::new();
    let (mut total_orders, mut total_amount) = (0, 0);
    for g in groups {
        for bucket in [
            by_status
                .entry(g.status.code().to_owned())
                .or_insert_with(empty),
            by_currency
                .entry(g.currency_code.clone())
                .or_insert_with(empty),
        ] {
            bucket.orders += g.orders;
            *bucket.amount.get_or_insert(0) += g.amount;
        }
        total_orders += g.orders;
        total_amount += g.amount;
    }
    RechargeStats {
        total_orders,
        total_amount,
        by_status,
        by_currency,
    }
}
