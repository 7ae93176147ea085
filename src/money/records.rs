//! Readable names of the wallet types and currencies that records carry as enumerations.

use portal_api::currency::{self, Currency};
use portal_api::wallet_type::WalletType;
use portal_api::EnumValue;

use super::wallet_type_name;
use crate::i18n::{currency_name, I18n};

/// The translated name of a wallet type; the server's label when the portal does not know it.
pub fn wallet_type_text(i18n: I18n, value: &EnumValue) -> String {
    match WalletType::from_code(value.code()) {
        Some(kind) => i18n.t(wallet_type_name(kind)).to_owned(),
        None => value.label().to_owned(),
    }
}

/// The currency a record's currency field names: by its numeric value, else by its code,
/// when the portal offers it.
pub fn currency_of(value: &EnumValue) -> Option<Currency> {
    let by_value = match value {
        EnumValue::Object(o) => currency::by_value(o.value),
        EnumValue::Plain(_) => None,
    };
    by_value.or_else(|| currency::by_code(value.code()))
}

/// "USD — US Dollar" (its name in the shown language), as the currency pickers read it.
pub fn currency_label(i18n: I18n, c: Currency) -> String {
    let name = currency_name(i18n.ui_locale(), c.code, c.label);
    format!("{} — {name}", c.code)
}

/// A record's currency as the pickers read it; the bare code when the name is unknown.
pub fn currency_text(i18n: I18n, value: &EnumValue) -> String {
    match currency_of(value) {
        Some(c) => currency_label(i18n, c),
        None => value.code().to_owned(),
    }
}
