//! Amounts in minor units, shown with their currency's precision.

use portal_api::currency;
use portal_api::recharges::format_minor_units;
use portal_api::EnumValue;

/// "1,234.50 USD" for an amount in minor units and a currency's numeric value; the bare
/// number when the currency is unknown.
pub fn amount_text(amount: i64, currency_value: Option<i64>) -> String {
    match currency_value.and_then(currency::by_value) {
        Some(c) => format!("{} {}", format_minor_units(amount, c.code), c.code),
        None => amount.to_string(),
    }
}

/// An amount of a record in its currency (an enumeration object): "2.00 USD"; empty when the
/// record has no amount.
pub fn record_amount(amount: Option<i64>, currency: Option<&EnumValue>) -> String {
    let value = currency
        .and_then(|c| currency::by_code(c.code()))
        .map(|c| c.value);
    amount.map_or_else(String::new, |a| amount_text(a, value))
}
