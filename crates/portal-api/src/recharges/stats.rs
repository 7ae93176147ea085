//! `GET /recharges/stats`: totals, by status and by currency.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Orders and amount of one status or currency.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatsBucket {
    /// Number of orders.
    pub orders: u64,
    /// Sum of their amounts, in minor units (mixed currencies when grouped by status).
    pub amount: i64,
}

/// The contract's recharge stats: `totalOrders`, `totalAmount`, `byStatus`, `byCurrency`. The
/// contract shows the two groupings only as objects; the sandbox keys them by code.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeStats {
    /// Number of orders.
    pub total_orders: u64,
    /// Sum of all amounts.
    pub total_amount: f64,
    /// Per status code.
    #[serde(default)]
    pub by_status: BTreeMap<String, StatsBucket>,
    /// Per currency code.
    #[serde(default)]
    pub by_currency: BTreeMap<String, StatsBucket>,
}
