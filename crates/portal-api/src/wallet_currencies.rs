//! Wallet currencies: which currencies each wallet type may hold, and switching one on or off.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::currency::{self, Currency};
use crate::enumeration::EnumValue;
use crate::validation::{Checks, ValidationErrors};
use crate::wallet_type::WalletType;

/// One wallet type and currency pair. The contract does not show the record: `bizId` follows
/// its conventions, the named fields are the sandbox's (docs/sandbox-records.md) and optional,
/// and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletCurrency {
    /// The business id.
    pub biz_id: String,
    /// The wallet type: an enumeration object, its code or its numeric value.
    #[serde(default, deserialize_with = "crate::wallet_type::selector")]
    pub wallet_type: Option<EnumValue>,
    /// The currency: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub currency: Option<EnumValue>,
    /// Whether wallets of this type may hold the currency.
    #[serde(default)]
    pub enabled: Option<bool>,
    /// Last switched on or off (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

/// Body of `POST /wallet-currencies/enable` and `/disable`. An unknown wallet type value does
/// not decode; check the currency with [`validate_wallet_currency_toggle`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletCurrencyToggle {
    /// The wallet type.
    pub wallet_type_value: WalletType,
    /// The currency's ISO 4217 numeric value.
    pub currency_value: i64,
}

impl WalletCurrencyToggle {
    /// The pair of `wallet_type` and `currency`.
    pub fn new(wallet_type: WalletType, currency: Currency) -> Self {
        Self {
            wallet_type_value: wallet_type,
            currency_value: currency.value,
        }
    }
}

/// The currency must be one of [`crate::currency::CURRENCIES`].
pub fn validate_wallet_currency_toggle(
    toggle: &WalletCurrencyToggle,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.currency("currencyValue", toggle.currency_value);
    checks.finish()
}

/// The currency a `{walletCurrencyCode}` path segment names: its ISO 4217 alphabetic code,
/// in either case. Anything else names none.
pub fn wallet_currency_code(code: &str) -> Option<Currency> {
    currency::by_code(&code.to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::currency::{JPY, USD};
    use crate::validation::Rule;

    #[test]
    fn the_toggle_travels_as_two_integers() {
        let toggle = WalletCurrencyToggle::new(WalletType::Card, JPY);
        let json = serde_json::to_value(toggle).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"walletTypeValue": 10030604, "currencyValue": 392})
        );
        let unknown = serde_json::json!({"walletTypeValue": 1, "currencyValue": 392});
        assert!(serde_json::from_value::<WalletCurrencyToggle>(unknown).is_err());
    }

    #[test]
    fn the_currency_must_be_known() {
        let mut toggle = WalletCurrencyToggle::new(WalletType::Personal, USD);
        assert_eq!(validate_wallet_currency_toggle(&toggle), Ok(()));
        toggle.currency_value = 999;
        let errors = validate_wallet_currency_toggle(&toggle).unwrap_err();
        assert_eq!(errors.rule_of("currencyValue"), Some(Rule::UnknownCurrency));
    }

    #[test]
    fn codes_name_currencies_in_either_case() {
        assert_eq!(wallet_currency_code("usd"), Some(USD));
        assert_eq!(wallet_currency_code("JPY"), Some(JPY));
        for bad in ["", "US", "USDX", "840", "XXX", "U D"] {
            assert_eq!(wallet_currency_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn records_keep_unknown_fields() {
        let record: WalletCurrency = serde_json::from_value(serde_json::json!({
            "bizId": "wcy_1", "enabled": true, "sortOrder": 3
        }))
        .unwrap();
        assert_eq!(record.enabled, Some(true));
        assert!(record.currency.is_none());
        assert_eq!(record.other["sortOrder"], 3);
    }
}
