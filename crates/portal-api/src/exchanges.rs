//! Currency exchanges made in wallets: the record as the portal reads it and its statuses.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::decimal::{self, DecimalString};
use crate::enumeration::EnumValue;
use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// Where an exchange stands; sent as an enumeration object (`status`). The contract does
    /// not show exchanges; these values are the sandbox's (docs/sandbox-records.md).
    pub enum ExchangeStatus ("exchange status") {
        /// Accepted, not settled yet.
        Pending = 10050101, "PENDING", "Pending";
        /// Settled: both wallets changed.
        Completed = 10050102, "COMPLETED", "Completed";
        /// Not settled; nothing changed.
        Failed = 10050103, "FAILED", "Failed";
    }
}

/// One exchange, as `GET /exchanges` lists it and `GET /exchanges/{id}` returns it. The
/// contract does not show the record: every field but `bizId` is optional and everything else
/// is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Exchange {
    /// The business id.
    pub biz_id: String,
    /// The workspace (institution) whose wallet exchanged.
    #[serde(default)]
    pub workspace_biz_id: Option<String>,
    /// The currency sold: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub source_currency: Option<EnumValue>,
    /// The currency bought.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub target_currency: Option<EnumValue>,
    /// Amount sold, minor units of the source currency.
    #[serde(default)]
    pub source_amount: Option<i64>,
    /// Amount bought, minor units of the target currency.
    #[serde(default)]
    pub target_amount: Option<i64>,
    /// The rate applied: target units per source unit.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub rate: Option<DecimalString>,
    /// The fee charged, minor units of the source currency.
    #[serde(default)]
    pub fee_amount: Option<i64>,
    /// An [`ExchangeStatus`], as an enumeration object or plain code.
    #[serde(default)]
    pub status: Option<EnumValue>,
    /// Created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl Exchange {
    /// The status code, whichever form the server used.
    pub fn status_code(&self) -> Option<&str> {
        self.status.as_ref().map(EnumValue::code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_partial_record_and_keeps_the_rest() {
        let exchange: Exchange = serde_json::from_str(
            r#"{"bizId": "exc_1", "status": "COMPLETED", "rate": "0.92", "walletBizId": "w1"}"#,
        )
        .unwrap();
        assert_eq!(
            exchange.status_code(),
            Some(ExchangeStatus::Completed.code())
        );
        assert_eq!(exchange.rate.unwrap().as_str(), "0.92");
        assert_eq!(exchange.other["walletBizId"], "w1");
        assert!(serde_json::from_str::<Exchange>(r#"{"rate": "1"}"#).is_err());
    }
}
