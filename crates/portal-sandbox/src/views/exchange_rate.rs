//! An exchange rate row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeRate;
use serde_json::Map;

use crate::clock::iso;
use crate::currencies;
use crate::db::exchange_rates::ExchangeRateRow;

/// The contract's exchange rate fields, with the currencies as enumeration objects.
pub fn exchange_rate(row: &ExchangeRateRow) -> ExchangeRate {
    ExchangeRate {
        biz_id: row.biz_id.clone(),
        source_currency: Some(currencies::of_value(row.source_currency)),
        target_currency: Some(currencies::of_value(row.target_currency)),
        rate_source: Some(row.rate_source),
        fixed_rate: DecimalString::parse(&row.fixed_rate).ok(),
        external_provider: row.external_provider,
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    }
}
