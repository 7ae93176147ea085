//! Referral codes and referrals: the page query and the records.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// `{page, size}`: one page of referral codes or referrals (PG-C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReferralQuery {
    /// 0-based page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<i64>,
    /// Page size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
}

/// A referral code or a referral. The contract does not show their fields: `bizId` follows
/// the contract's conventions, `code` and `createdAt` are the sandbox's
/// (docs/sandbox-records.md) and optional, and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReferralRecord {
    /// The business id.
    pub biz_id: String,
    /// The code people share (referral codes), or the code used (referrals).
    #[serde(default)]
    pub code: Option<String>,
    /// When it was created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names() {
        let q = ReferralQuery {
            page: Some(2),
            size: Some(20),
        };
        assert_eq!(
            serde_json::to_value(q).unwrap(),
            serde_json::json!({"page": 2, "size": 20})
        );
        let r: ReferralRecord =
            serde_json::from_value(serde_json::json!({"bizId": "ref_1", "referredEmail": "a@b"}))
                .unwrap();
        assert_eq!(r.other["referredEmail"], "a@b");
        assert_eq!(r.code, None);
    }
}
