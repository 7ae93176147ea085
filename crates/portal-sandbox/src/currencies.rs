//! The ISO 4217 currencies of the sandbox's records (the contract crate's table) as enumeration objects.

use portal_api::{currency, EnumObject, EnumValue};

pub use portal_api::currency::{Currency, EUR, JPY, KWD, USD};

/// The enumeration object of a stored currency; an unlisted one is labelled by its code.
pub fn to_enum(code: &str, value: i64) -> EnumValue {
    let label = currency::by_code(code).map_or(code, |c| c.label);
    EnumValue::Object(EnumObject {
        code: code.to_owned(),
        value,
        label: label.to_owned(),
        description: None,
    })
}

/// The enumeration object of a currency stored by its numeric value alone; one not in the
/// table gets its value as code and label.
pub fn of_value(value: i64) -> EnumValue {
    match currency::by_value(value) {
        Some(c) => to_enum(c.code, c.value),
        None => to_enum(&value.to_string(), value),
    }
}
