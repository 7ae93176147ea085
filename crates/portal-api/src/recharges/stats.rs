//! `GET /recharges/stats`: totals, by status and by currency.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Orders and amount of one status or currency. The contract shows the groupings only as
/// objects, so a bucket also reads as a bare count of orders, or as `{count, amount}`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", from = "BucketWire")]
pub struct StatsBucket {
    /// Number of orders.
    pub orders: u64,
    /// Sum of their amounts, in minor units (mixed currencies when grouped by status); `None`
    /// when the server gives only a count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<i64>,
}

/// The shapes a bucket is read from.
#[derive(Deserialize)]
#[serde(untagged)]
enum BucketWire {
    Count(u64),
    Bucket {
        #[serde(alias = "count")]
        orders: u64,
        #[serde(default)]
        amount: Option<i64>,
    },
}

impl From<BucketWire> for StatsBucket {
    fn from(wire: BucketWire) -> Self {
        match wire {
            BucketWire::Count(orders) => Self {
                orders,
                amount: None,
            },
            BucketWire::Bucket { orders, amount } => Self { orders, amount },
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn buckets_read_as_objects_or_bare_counts() {
        let stats: RechargeStats = serde_json::from_value(json!({
            "totalOrders": 5,
            "totalAmount": 1250.5,
            "byStatus": {"PENDING": 2, "CONFIRMED": {"count": 3}},
            "byCurrency": {"USD": {"orders": 5, "amount": 125050}},
        }))
        .unwrap();
        let bucket = |orders, amount| StatsBucket { orders, amount };
        assert_eq!(stats.by_status["PENDING"], bucket(2, None));
        assert_eq!(stats.by_status["CONFIRMED"], bucket(3, None));
        assert_eq!(stats.by_currency["USD"], bucket(5, Some(125_050)));
        let written = serde_json::to_value(&stats.by_currency["USD"]).unwrap();
        assert_eq!(written, json!({"orders": 5, "amount": 125050}));
    }
}
