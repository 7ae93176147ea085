//! A stored wallet type value as an enumeration object.

use portal_api::wallet_type::WalletType;
use portal_api::EnumValue;

/// The enumeration object of a wallet type value; an unlisted value is a plain string of it.
pub fn to_enum(value: i64) -> EnumValue {
    WalletType::from_value(value).map_or_else(
        || EnumValue::Plain(value.to_string()),
        |t| EnumValue::Object(t.to_enum()),
    )
}
