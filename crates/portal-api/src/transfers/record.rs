//! One transfer order as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::TransferStatus;
use crate::enumeration::EnumValue;

/// A transfer order. The contract does not show its fields: `bizId` follows the contract's
/// conventions, the other named fields are the sandbox's (docs/sandbox-records.md) and
/// optional, and everything else is kept in `other` for the generic record view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TransferOrder {
    /// The business id.
    pub biz_id: String,
    /// PENDING, PROCESSING, COMPLETED or FAILED, as an enumeration object or plain code.
    #[serde(default)]
    pub status: Option<EnumValue>,
    /// Amount in the currency's minor units.
    #[serde(default)]
    pub amount: Option<i64>,
    /// The currency: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub currency: Option<EnumValue>,
    /// The wallet the money leaves.
    #[serde(default)]
    pub from_wallet_biz_id: Option<String>,
    /// The wallet the money reaches.
    #[serde(default)]
    pub to_wallet_biz_id: Option<String>,
    /// When the order was created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl TransferOrder {
    /// The status code, whichever form the server used.
    pub fn status_code(&self) -> Option<&str> {
        self.status.as_ref().map(EnumValue::code)
    }

    /// Whether the money has been booked.
    pub fn is_completed(&self) -> bool {
        self.status_code() == Some(TransferStatus::Completed.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_either_status_form_and_keeps_the_rest() {
        let order: TransferOrder = serde_json::from_value(serde_json::json!({
            "bizId": "trf_000001",
            "status": {"code": "COMPLETED", "value": 10030703, "label": "Completed"},
            "reference": "INV-7"
        }))
        .unwrap();
        assert!(order.is_completed());
        assert_eq!(order.other["reference"], "INV-7");
        let plain: TransferOrder =
            serde_json::from_value(serde_json::json!({"bizId": "t", "status": "PENDING"})).unwrap();
        assert!(!plain.is_completed());
        assert_eq!(
            TransferStatus::from_code(plain.status_code().unwrap()),
            Some(TransferStatus::Pending)
        );
    }
}
