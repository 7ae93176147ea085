//! One export as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{ExportRequest, ExportStatus};
use crate::enumeration::EnumValue;

/// An export. The contract does not show its fields: `bizId` follows the contract's
/// conventions, the other named fields are the sandbox's (docs/sandbox-records.md) and
/// optional, and everything else is kept in `other` for the generic record view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExportRecord {
    /// The business id.
    pub biz_id: String,
    /// What it holds.
    #[serde(default)]
    pub export_type: Option<String>,
    /// PROCESSING, READY or FAILED, as an enumeration object or plain code.
    #[serde(default)]
    pub status: Option<EnumValue>,
    /// When it was asked for (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl ExportRecord {
    /// The status, when it is one the portal knows.
    pub fn status(&self) -> Option<ExportStatus> {
        self.status
            .as_ref()
            .and_then(|s| ExportStatus::from_code(s.code()))
    }

    /// Whether the server says it is still working on it. A status the portal does not know
    /// might never change, so it does not count.
    pub fn processing(&self) -> bool {
        self.status() == Some(ExportStatus::Processing)
    }

    /// The request that asks for the same export again, when the record says what it held
    /// (its type at least; a remark or parameters it does not carry are left empty).
    pub fn request_again(&self) -> Option<ExportRequest> {
        let export_type = self.export_type.clone().filter(|t| !t.trim().is_empty())?;
        let remark = self.other.get("remark").and_then(Value::as_str);
        let params = self.other.get("params").filter(|p| p.is_object());
        Some(ExportRequest {
            export_type,
            remark: remark.unwrap_or_default().to_owned(),
            params: params.cloned().unwrap_or_else(|| Value::Object(Map::new())),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asks_again_for_what_the_record_held() {
        let failed: ExportRecord = serde_json::from_value(serde_json::json!({
            "bizId": "exp_1", "exportType": "TRANSFERS", "status": "FAILED",
            "remark": "Quarter close", "params": {"dateFrom": "2026-01-01"}
        }))
        .unwrap();
        let again = failed.request_again().unwrap();
        assert_eq!(again.export_type, "TRANSFERS");
        assert_eq!(again.remark, "Quarter close");
        assert_eq!(again.params, serde_json::json!({"dateFrom": "2026-01-01"}));
        let bare: ExportRecord =
            serde_json::from_value(serde_json::json!({"bizId": "e", "exportType": "RECHARGES"}))
                .unwrap();
        assert_eq!(bare.request_again().unwrap().params, serde_json::json!({}));
        let unknown: ExportRecord =
            serde_json::from_value(serde_json::json!({"bizId": "e"})).unwrap();
        assert!(unknown.request_again().is_none());
    }

    #[test]
    fn reads_either_status_form_and_keeps_the_rest() {
        let ready: ExportRecord = serde_json::from_value(serde_json::json!({
            "bizId": "exp_1", "status": {"code": "READY", "value": 10050102, "label": "Ready"},
            "fileName": "transfers.csv"
        }))
        .unwrap();
        assert!(!ready.processing());
        assert_eq!(ready.other["fileName"], "transfers.csv");
        let plain: ExportRecord =
            serde_json::from_value(serde_json::json!({"bizId": "e", "status": "PROCESSING"}))
                .unwrap();
        assert!(plain.processing());
        let unknown: ExportRecord =
            serde_json::from_value(serde_json::json!({"bizId": "e"})).unwrap();
        assert!(!unknown.processing());
    }
}
