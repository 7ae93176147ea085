//! A transfer order row as the record the portal reads (docs/sandbox-records.md).

use portal_api::transfers::TransferOrder;
use portal_api::EnumValue;
use serde_json::{Map, Value};

use crate::clock::iso;
use crate::currencies;
use crate::db::transfers::TransferRow;

/// The record: the named fields of [`TransferOrder`], the rest in `other`.
pub fn order(row: &TransferRow) -> TransferOrder {
    let mut other = Map::new();
    let mut put = |key: &str, value: Value| {
        other.insert(key.to_owned(), value);
    };
    put(
        "workspaceBizId",
        Value::String(row.institution_biz_id.clone()),
    );
    put("remark", Value::String(row.remark.clone()));
    put(
        "failureReason",
        row.failure_reason
            .clone()
            .map_or(Value::Null, Value::String),
    );
    put(
        "completedAt",
        row.completed_at
            .map_or(Value::Null, |t| Value::String(iso(t))),
    );
    put("updatedAt", Value::String(iso(row.updated_at)));
    TransferOrder {
        biz_id: row.biz_id.clone(),
        status: Some(EnumValue::Object(row.status.to_enum())),
        amount: Some(row.amount),
        currency: Some(currencies::to_enum(&row.currency_code, row.currency_value)),
        from_wallet_biz_id: Some(row.from_wallet_biz_id.clone()),
        to_wallet_biz_id: Some(row.to_wallet_biz_id.clone()),
        created_at: Some(iso(row.created_at)),
        other,
    }
}
