//! Referral code and referral rows as the records the portal reads (docs/sandbox-records.md,
//! "Referral code and referral"): `bizId`, `code` and `createdAt` are the contract type's own
//! fields, the rest is named here, never taken from a column name.

use portal_api::referrals::ReferralRecord;
use serde_json::{json, Map, Value};

use crate::clock::iso;
use crate::db::referrals::{ReferralCodeRow, ReferralRow};

fn record(biz_id: &str, code: &str, created_at: i64, other: Value) -> ReferralRecord {
    ReferralRecord {
        biz_id: biz_id.to_owned(),
        code: Some(code.to_owned()),
        created_at: Some(iso(created_at)),
        other: match other {
            Value::Object(map) => map,
            _ => Map::new(),
        },
    }
}

/// A referral code.
pub fn code(row: &ReferralCodeRow) -> ReferralRecord {
    let other = json!({
        "institutionBizId": row.institution_biz_id,
        "ownerEmail": row.owner_email,
        "status": row.status,
        "maxUses": row.max_uses,
    });
    record(&row.biz_id, &row.code, row.created_at, other)
}

/// A referral.
pub fn referral(row: &ReferralRow) -> ReferralRecord {
    let other = json!({
        "institutionBizId": row.institution_biz_id,
        "referralCodeBizId": row.referral_code_biz_id,
        "referredEmail": row.referred_email,
        "status": row.status,
        "rewardAmount": row.reward_amount,
        "currencyCode": row.currency_code,
    });
    record(&row.biz_id, &row.code, row.created_at, other)
}

#[cfg(test)]
mod tests {
    use super::*;

    const JAN_1: i64 = 1_767_261_600_000;

    #[test]
    fn a_code_has_the_documented_wire_names() {
        let row = ReferralCodeRow {
            biz_id: "rfc_000001".into(),
            institution_biz_id: "ins_acme_payments".into(),
            code: "ACME-001".into(),
            owner_email: "bo.1@example.com".into(),
            status: "ACTIVE".into(),
            max_uses: 20,
            created_at: JAN_1,
        };
        assert_eq!(
            serde_json::to_value(code(&row)).unwrap(),
            json!({"bizId": "rfc_000001", "institutionBizId": "ins_acme_payments",
                "code": "ACME-001", "ownerEmail": "bo.1@example.com", "status": "ACTIVE",
                "maxUses": 20, "createdAt": "2026-01-01T10:00:00.000Z"})
        );
    }

    #[test]
    fn a_referral_has_the_documented_wire_names() {
        let row = ReferralRow {
            biz_id: "rfl_000003".into(),
            institution_biz_id: "ins_acme_payments".into(),
            referral_code_biz_id: "rfc_000004".into(),
            code: "ACME-004".into(),
            referred_email: "friend3.acme@example.net".into(),
            status: "REWARDED".into(),
            reward_amount: 1200,
            currency_code: "USD".into(),
            created_at: JAN_1,
        };
        assert_eq!(
            serde_json::to_value(referral(&row)).unwrap(),
            json!({"bizId": "rfl_000003", "institutionBizId": "ins_acme_payments",
                "referralCodeBizId": "rfc_000004", "code": "ACME-004",
                "referredEmail": "friend3.acme@example.net", "status": "REWARDED",
                "rewardAmount": 1200, "currencyCode": "USD",
                "createdAt": "2026-01-01T10:00:00.000Z"})
        );
    }
}
