//! An exchange rate row as the record the portal reads (docs/sandbox-records.md).

use portal_api::decimal::DecimalString;
use portal_api::exchange_config::ExchangeRate;
use serde_json::{Map, Value};

use crate::clock::iso;
use crate::db::exchange_rates::ExchangeRateRow;

/// The contract's exchange rate fields. Its currencies are the integers a request carries, as
/// the contract's conventions say of selectors; other records name theirs as enumeration
/// objects, so the portal is shown both forms.
pub fn exchange_rate(row: &ExchangeRateRow) -> Value {
    let record = ExchangeRate {
        biz_id: row.biz_id.clone(),
        source_currency: None,
        target_currency: None,
        rate_source: Some(row.rate_source),
        fixed_rate: DecimalString::parse(&row.fixed_rate).ok(),
        external_provider: row.external_provider,
        created_at: Some(iso(row.created_at)),
        updated_at: Some(iso(row.updated_at)),
        other: Map::new(),
    };
    let mut value = serde_json::to_value(record).unwrap_or_default();
    value["sourceCurrency"] = row.source_currency.into();
    value["targetCurrency"] = row.target_currency.into();
    value
}
