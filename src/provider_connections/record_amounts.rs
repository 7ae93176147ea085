//! A provider record's amounts written in its currency, as the transaction summary writes them.

use portal_api::EnumValue;
use serde_json::Value;

use crate::api::provider_connections::Record;
use crate::money::{amount_in, show_amounts};

/// The amount fields of transactions, their fees and virtual accounts, each in minor units
/// of `currency`.
const AMOUNTS: [(&str, &str); 5] = [
    ("amount", "currency"),
    ("feeAmount", "currency"),
    ("totalFee", "currency"),
    ("balance", "currency"),
    ("availableBalance", "currency"),
];

/// Rewrites the record's amounts ("1,500" minor units of USD becomes "15.00 USD"), and those
/// of the items it lists (a transaction's fees), which carry no currency of their own and
/// are in the record's.
pub fn show_record_amounts(record: &mut Record) {
    show_amounts(record, &AMOUNTS);
    let currency: Option<EnumValue> = record
        .get("currency")
        .and_then(|c| serde_json::from_value(c.clone()).ok());
    let Some(Value::Array(items)) = record.get_mut("items") else {
        return;
    };
    for item in items.iter_mut().filter_map(Value::as_object_mut) {
        if item.contains_key("currency") {
            show_amounts(item, &AMOUNTS);
        } else if let Some(field) = item.get_mut("amount") {
            if let Some(minor) = field.as_i64() {
                *field = Value::String(amount_in(minor, currency.as_ref()));
            }
        }
    }
}
