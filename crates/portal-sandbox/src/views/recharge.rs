//! A recharge row as the record the portal reads (docs/sandbox-records.md).

use portal_api::recharges::Recharge;
use serde_json::{Map, Value};

use crate::clock::iso;
use crate::db::recharges::RechargeRow;
use crate::{currencies, enums};

/// The record: the named fields of [`Recharge`], the rest in `other`.
pub fn recharge(row: &RechargeRow) -> Recharge {
    let text = |value: &Option<String>| value.clone().map_or(Value::Null, Value::String);
    let mut other = Map::new();
    other.insert(
        "workspaceBizId".to_owned(),
        Value::String(row.institution_biz_id.clone()),
    );
    other.insert("operatorRemark".to_owned(), text(&row.operator_remark));
    other.insert("decidedBy".to_owned(), text(&row.decided_by));
    other.insert("decidedAt".to_owned(), text(&row.decided_at.map(iso)));
    other.insert("updatedAt".to_owned(), Value::String(iso(row.updated_at)));
    Recharge {
        biz_id: row.biz_id.clone(),
        status: Some(enums::recharge_status(row.status)),
        amount: Some(row.amount),
        currency: Some(currencies::to_enum(&row.currency_code, row.currency_value)),
        channel_biz_id: Some(row.channel_biz_id.clone()),
        channel_name: Some(row.channel_name.clone()),
        payer: Some(row.payer.clone()),
        created_at: Some(iso(row.created_at)),
        other,
    }
}
