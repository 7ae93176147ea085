//! The ISO 4217 currencies the sandbox's records use, as enumeration objects.

use portal_api::{EnumObject, EnumValue};

/// A currency: ISO 4217 code, numeric value and English name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Currency {
    /// Alphabetic code, `USD`.
    pub code: &'static str,
    /// Numeric code, 840.
    pub value: i64,
    /// English name.
    pub label: &'static str,
}

/// US dollar.
pub const USD: Currency = Currency {
    code: "USD",
    value: 840,
    label: "US Dollar",
};
/// Euro.
pub const EUR: Currency = Currency {
    code: "EUR",
    value: 978,
    label: "Euro",
};
/// Japanese yen (no minor unit).
pub const JPY: Currency = Currency {
    code: "JPY",
    value: 392,
    label: "Japanese Yen",
};
/// Kuwaiti dinar (three decimals).
pub const KWD: Currency = Currency {
    code: "KWD",
    value: 414,
    label: "Kuwaiti Dinar",
};

const ALL: [Currency; 4] = [USD, EUR, JPY, KWD];

/// The enumeration object of a stored currency; an unlisted one is labelled by its code.
pub fn to_enum(code: &str, value: i64) -> EnumValue {
    let label = ALL
        .iter()
        .find(|c| c.code == code)
        .map_or(code, |c| c.label);
    EnumValue::Object(EnumObject {
        code: code.to_owned(),
        value,
        label: label.to_owned(),
        description: None,
    })
}
