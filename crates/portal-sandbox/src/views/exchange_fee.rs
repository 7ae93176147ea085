//! An exchange fee row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeFee;
use serde_json::Map;

use crate::clock::iso;
use crate::currencies;
use crate::db::exchange_fees::ExchangeFeeRow;

/// The contract's exchange fee fields, with the currencies as enumeration objects.
pub fn exchange_fee(row: &ExchangeFeeRow) -> ExchangeFee {
    ExchangeFee {
        biz_id: row.biz_id.clone(),
        source_currency: Some(currencies::of_value(row.source_currency)),
        target_currency: Some(currencies::of_value(row.target_currency)),
        user_fee_model: Some(row.fee_model),
        user_fee_fixed_amount: Some(row.fee_fixed_amount),
        user_fee_rate: DecimalString::parse(&row.fee_rate).ok(),
        user_fee_bands_config: row
            .bands_config
            .as_deref()
            .and_then(|text| serde_json::from_str(text).ok()),
        min_amount: Some(row.min_amount),
        max_amount: Some(row.max_amount),
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
