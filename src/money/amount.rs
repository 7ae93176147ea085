//! Amounts in minor units, shown with their currency's precision, and currency pairs.

use portal_api::currency;
use portal_api::decimal::DecimalString;
use portal_api::recharges::format_minor_units;
use portal_api::EnumValue;
use serde_json::{Map, Value};

use super::currency_of;
use crate::i18n::localize_number;

/// "1,234.50 USD" for an amount in minor units and a currency's numeric value, with the shown
/// locale's separators; the bare number when the currency is unknown.
pub fn amount_text(amount: i64, currency_value: Option<i64>) -> String {
    match currency_value.and_then(currency::by_value) {
        Some(c) => amount_with_code(amount, c.code),
        None => amount.to_string(),
    }
}

/// "1,234.50 USD" for an amount in minor units of the currency `code`, with the shown locale's
/// separators.
pub fn amount_with_code(amount: i64, code: &str) -> String {
    format!(
        "{} {code}",
        localize_number(&format_minor_units(amount, code))
    )
}

/// An amount of a record in its currency (an enumeration object): "2.00 USD"; empty when the
/// record has no amount.
pub fn record_amount(amount: Option<i64>, currency: Option<&EnumValue>) -> String {
    amount.map_or_else(String::new, |a| amount_in(a, currency))
}

/// As [`amount_text`], for a currency as records carry it.
pub fn amount_in(amount: i64, currency: Option<&EnumValue>) -> String {
    amount_text(amount, currency.and_then(currency_of).map(|c| c.value))
}

/// Rewrites each `(amount, currency)` field pair of a record read whole: an integer amount in
/// minor units becomes its text in the currency the other field names ("343.39 USD"), so the
/// generic record view never shows 34339 for it. Fields missing or of another shape stay.
pub fn show_amounts(record: &mut Map<String, Value>, pairs: &[(&str, &str)]) {
    for (amount, currency) in pairs {
        if let Some(text) = amount_of(record, amount, currency) {
            record.insert((*amount).to_owned(), Value::String(text));
        }
    }
}

/// The whole number in `record`'s `amount` field, in minor units of the currency its
/// `currency` field names, as text ("343.39 USD"); `None` when the amount is missing or of
/// another shape.
pub fn amount_of(record: &Map<String, Value>, amount: &str, currency: &str) -> Option<String> {
    let minor = record.get(amount)?.as_i64()?;
    let currency: Option<EnumValue> = record
        .get(currency)
        .and_then(|c| serde_json::from_value(c.clone()).ok());
    Some(amount_in(minor, currency.as_ref()))
}

/// The whole number in `record`'s `amount` field, in minor units, and the code of the currency
/// its `currency` field names: what a CSV writes; `None` when either is missing or unknown.
pub fn money_of(
    record: &Map<String, Value>,
    amount: &str,
    currency: &str,
) -> Option<(i64, String)> {
    let minor = record.get(amount)?.as_i64()?;
    let currency: EnumValue = serde_json::from_value(record.get(currency)?.clone()).ok()?;
    Some((minor, currency_of(&currency)?.code.to_owned()))
}

/// A decimal the server wrote ("0.0150", a rate) with the shown locale's digit grouping and
/// decimal mark ("25,400"); empty when there is none.
pub fn decimal_text(value: Option<&DecimalString>) -> String {
    value.map_or_else(String::new, |d| {
        localize_number(&grouped_decimal(d.as_str()))
    })
}

/// A plain decimal ("25400.5") with its whole part in groups of three ("25,400.5"), as the
/// portal writes amounts; the fraction is left as written.
fn grouped_decimal(text: &str) -> String {
    let (whole, fraction) = text
        .split_once('.')
        .map_or((text, None), |(w, f)| (w, Some(f)));
    let mut out = String::with_capacity(text.len() + whole.len() / 3);
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if let Some(fraction) = fraction {
        out.push('.');
        out.push_str(fraction);
    }
    out
}

/// "USD → EUR" for the codes of a source and a target currency; "?" for a side not known.
pub fn pair_text(source: Option<&str>, target: Option<&str>) -> String {
    format!("{} → {}", source.unwrap_or("?"), target.unwrap_or("?"))
}

/// [`pair_text`] of a record's source and target currency fields.
pub fn record_pair(source: Option<&EnumValue>, target: Option<&EnumValue>) -> String {
    pair_text(source.map(EnumValue::code), target.map(EnumValue::code))
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_api::EnumObject;

    #[test]
    fn groups_the_whole_part_of_a_decimal() {
        assert_eq!(grouped_decimal("25400"), "25,400");
        assert_eq!(grouped_decimal("1234567.0150"), "1,234,567.0150");
        assert_eq!(grouped_decimal("0.0025"), "0.0025");
        assert_eq!(grouped_decimal("100"), "100");
    }

    #[test]
    fn reads_either_wire_form_of_a_currency() {
        let object = EnumValue::Object(EnumObject::new("JPY", 392));
        let plain = EnumValue::Plain("KWD".to_owned());
        assert_eq!(amount_in(1_234_567, Some(&object)), "1,234,567 JPY");
        assert_eq!(amount_in(1_234_567, Some(&plain)), "1,234.567 KWD");
        assert_eq!(amount_in(150, None), "150");
        assert_eq!(pair_text(Some("JPY"), Some("KWD")), "JPY → KWD");
        assert_eq!(pair_text(None, Some("KWD")), "? → KWD");
        assert_eq!(record_pair(Some(&object), Some(&plain)), "JPY → KWD");
    }

    #[test]
    fn a_record_shows_its_amounts_in_their_currency() {
        let mut record = serde_json::json!({
            "amount": 34339,
            "currency": {"code": "USD", "value": 840, "label": "US Dollar"},
            "feeAmount": 1500,
            "sourceCurrency": "KWD",
            "note": 7,
        });
        let map = record.as_object_mut().unwrap();
        show_amounts(
            map,
            &[
                ("amount", "currency"),
                ("feeAmount", "sourceCurrency"),
                ("gone", "currency"),
            ],
        );
        assert_eq!(map["amount"], "343.39 USD");
        assert_eq!(map["feeAmount"], "1.500 KWD");
        assert_eq!(map["note"], 7);
        assert!(!map.contains_key("gone"));
    }
}
