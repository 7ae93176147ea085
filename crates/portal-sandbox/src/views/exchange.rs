//! An exchange row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::exchanges::Exchange;
use portal_api::EnumValue;
use serde_json::Map;

use crate::clock::iso;
use crate::currencies;
use crate::db::exchanges::ExchangeRow;

/// The record, with currencies and status as enumeration objects.
pub fn exchange(row: &ExchangeRow) -> Exchange {
    Exchange {
        biz_id: row.biz_id.clone(),
        workspace_biz_id: Some(row.institution_biz_id.clone()),
        source_currency: Some(currencies::of_value(row.source_currency)),
        target_currency: Some(currencies::of_value(row.target_currency)),
        source_amount: Some(row.source_amount),
        target_amount: Some(row.target_amount),
        rate: DecimalString::parse(&row.rate).ok(),
        fee_amount: Some(row.fee_amount),
        status: Some(EnumValue::Object(row.status.to_enum())),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
