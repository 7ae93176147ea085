//! The ISO 4217 currencies the portal offers by name, with their numeric values on the wire.

use serde::Deserializer;

use crate::enumeration::{self, EnumObject, EnumValue};
use crate::recharges::currency_exponent;

/// A currency: ISO 4217 alphabetic code, numeric value (the contract's "currency int") and
/// English name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Currency {
    /// Alphabetic code, `USD`.
    pub code: &'static str,
    /// Numeric code, 840.
    pub value: i64,
    /// English name.
    pub label: &'static str,
}

impl Currency {
    /// Decimal places of its minor unit (USD 2, JPY 0, KWD 3).
    pub fn exponent(self) -> u32 {
        currency_exponent(self.code)
    }
}

const fn currency(code: &'static str, value: i64, label: &'static str) -> Currency {
    Currency { code, value, label }
}

/// US dollar.
pub const USD: Currency = currency("USD", 840, "US Dollar");
/// Euro.
pub const EUR: Currency = currency("EUR", 978, "Euro");
/// Pound sterling.
pub const GBP: Currency = currency("GBP", 826, "Pound Sterling");
/// Japanese yen (no minor unit).
pub const JPY: Currency = currency("JPY", 392, "Japanese Yen");
/// Chinese yuan renminbi.
pub const CNY: Currency = currency("CNY", 156, "Chinese Yuan");
/// Hong Kong dollar.
pub const HKD: Currency = currency("HKD", 344, "Hong Kong Dollar");
/// Singapore dollar.
pub const SGD: Currency = currency("SGD", 702, "Singapore Dollar");
/// Malaysian ringgit.
pub const MYR: Currency = currency("MYR", 458, "Malaysian Ringgit");
/// Vietnamese dong (no minor unit).
pub const VND: Currency = currency("VND", 704, "Vietnamese Dong");
/// Australian dollar.
pub const AUD: Currency = currency("AUD", 36, "Australian Dollar");
/// Swiss franc.
pub const CHF: Currency = currency("CHF", 756, "Swiss Franc");
/// Kuwaiti dinar (three decimals).
pub const KWD: Currency = currency("KWD", 414, "Kuwaiti Dinar");

/// Every currency offered, in the order a picker lists them.
pub const CURRENCIES: [Currency; 12] = [USD, EUR, GBP, JPY, CNY, HKD, SGD, MYR, VND, AUD, CHF, KWD];

/// The currency with this numeric value.
pub fn by_value(value: i64) -> Option<Currency> {
    CURRENCIES.into_iter().find(|c| c.value == value)
}

/// The currency with this alphabetic code (exact, upper case).
pub fn by_code(code: &str) -> Option<Currency> {
    CURRENCIES.into_iter().find(|c| c.code == code)
}

/// A record's currency field: an enumeration object, its code, or its numeric value (named
/// when offered). For `#[serde(default, deserialize_with = "…")]`.
pub fn selector<'de, D: Deserializer<'de>>(d: D) -> Result<Option<EnumValue>, D::Error> {
    enumeration::selector(d, |value| {
        by_value(value).map(|c| EnumObject {
            code: c.code.to_owned(),
            value,
            label: c.label.to_owned(),
            description: None,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_values_are_unique_and_found() {
        for (i, c) in CURRENCIES.iter().enumerate() {
            assert_eq!(by_value(c.value), Some(*c));
            assert_eq!(by_code(c.code), Some(*c));
            assert!(CURRENCIES[i + 1..]
                .iter()
                .all(|o| o.code != c.code && o.value != c.value));
        }
        assert_eq!(by_code("usd"), None);
        assert_eq!(by_value(999), None);
        assert_eq!((JPY.exponent(), KWD.exponent(), USD.exponent()), (0, 3, 2));
    }

    #[test]
    fn a_record_currency_is_read_in_every_form_a_server_sends() {
        use crate::exchange_config::ExchangeRate;
        let rate: ExchangeRate = serde_json::from_str(
            r#"{"bizId": "x", "sourceCurrency": 840, "targetCurrency": "EUR"}"#,
        )
        .unwrap();
        let usd = rate.source_currency.unwrap();
        assert_eq!((usd.code(), usd.label()), ("USD", "US Dollar"));
        assert_eq!(rate.target_currency.unwrap().code(), "EUR");

        let rate: ExchangeRate = serde_json::from_str(
            r#"{"bizId": "x", "sourceCurrency": 999, "targetCurrency": null,
                "other": {"code": "JPY", "value": 392, "label": "Yen"}}"#,
        )
        .unwrap();
        assert_eq!(rate.source_currency.unwrap().code(), "999");
        assert_eq!(rate.target_currency, None);
        assert!(rate.other.contains_key("other"));

        let rate: ExchangeRate = serde_json::from_str(
            r#"{"bizId": "x", "sourceCurrency": {"code": "JPY", "value": 392, "label": "Yen"}}"#,
        )
        .unwrap();
        assert_eq!(rate.source_currency.unwrap().label(), "Yen");
        assert_eq!(rate.target_currency, None);
    }
}
