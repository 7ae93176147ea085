//! The fields of provider records the portal reads; everything else is shown as sent.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A card, virtual account, payment handle or transaction: the portal reads only its id and
/// status (both optional) and shows every other field through the generic record view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProviderRecord {
    /// The business id.
    #[serde(default)]
    pub biz_id: Option<String>,
    /// The status: a string or an enumeration object.
    #[serde(default)]
    pub status: Option<Value>,
    /// Every other field.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl ProviderRecord {
    /// The status's code: the string itself or an enumeration object's `code`.
    pub fn status_code(&self) -> Option<&str> {
        match self.status.as_ref()? {
            Value::String(s) => Some(s),
            Value::Object(o) => o.get("code")?.as_str(),
            _ => None,
        }
    }
}

/// One group of an aggregation: its key (a currency or status code), count and total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AggregateBucket {
    /// The currency or status code.
    pub key: String,
    /// Transactions in the group.
    #[serde(default)]
    pub count: u64,
    /// Their amounts summed, in the currency's minor units (by currency only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_amount: Option<i64>,
}

/// `GET …/transactions/aggregation` as the sandbox answers it; every part optional.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionAggregation {
    /// Transactions counted.
    #[serde(default)]
    pub transaction_count: Option<u64>,
    /// Count and total per currency.
    #[serde(default)]
    pub by_currency: Vec<AggregateBucket>,
    /// Count per status.
    #[serde(default)]
    pub by_status: Vec<AggregateBucket>,
    /// Every other field.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_leniently() {
        let record: ProviderRecord = serde_json::from_value(serde_json::json!({
            "bizId": "card_1", "status": {"code": "FROZEN", "value": 1}, "last4": "4242"
        }))
        .unwrap();
        assert_eq!(record.status_code(), Some("FROZEN"));
        assert_eq!(record.other["last4"], "4242");
        let aggregation: TransactionAggregation = serde_json::from_value(
            serde_json::json!({"byStatus": [{"key": "SETTLED", "count": 2}]}),
        )
        .unwrap();
        assert_eq!(aggregation.by_status[0].count, 2);
        assert!(aggregation.by_currency.is_empty());
    }
}
