//! Reference constants: countries and time zones.

use serde::{Deserialize, Serialize};

/// A country.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Country {
    /// Symbolic code.
    pub code: String,
    /// Numeric value.
    pub value: i64,
    /// Display name.
    pub label: String,
    /// ISO 3166-1 alpha-2.
    pub alpha2_code: String,
    /// ISO 3166-1 alpha-3.
    pub alpha3_code: String,
    /// ISO 3166-1 numeric.
    pub numeric_code: i64,
    /// Dialling code, e.g. `+65`.
    pub phone_code: String,
}

/// A time zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Timezone {
    /// Symbolic code.
    pub code: String,
    /// Numeric value.
    pub value: i64,
    /// Display name.
    pub label: String,
    /// IANA zone id, e.g. `Asia/Singapore`.
    pub zone_id_code: String,
    /// Offset like `UTC+8`.
    pub utc_offset: String,
}
