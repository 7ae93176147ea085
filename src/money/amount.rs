//! Amounts in minor units, shown with their currency's precision.

use portal_api::currency;
use portal_api::recharges::format_minor_units;

/// "1,234.50 USD" for an amount in minor units and a currency's numeric value; the bare
/// number when the currency is unknown.
pub fn amount_text(amount: i64, currency_value: Option<i64>) -> String {
    match currency_value.and_then(currency::by_value) {
        Some(c) => format!("{} {}", format_minor_units(amount, c.code), c.code),
        None => amount.to_string(),
    }
}
