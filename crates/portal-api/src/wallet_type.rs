//! Wallet types: the kinds of wallet a workspace holds, sent as `walletTypeValue`.

use serde::Deserializer;

use crate::enumeration::{self, EnumValue};
use crate::numeric_enum::numeric_enum;

numeric_enum! {
    /// A kind of wallet. The contract sends wallet types as integers (`walletTypeValue`)
    /// without listing them; these are the sandbox's (docs/sandbox-records.md).
    pub enum WalletType ("wallet type") {
        /// A consumer's own wallet.
        Personal = 10030601, "PERSONAL", "Personal wallet";
        /// A company's operating wallet.
        Business = 10030602, "BUSINESS", "Business wallet";
        /// Where a merchant's card and payment takings settle.
        Merchant = 10030603, "MERCHANT", "Merchant settlement wallet";
        /// Funds the cards issued on it.
        Card = 10030604, "CARD", "Card funding wallet";
    }
}

/// A record's wallet type field: an enumeration object, its code, or its numeric value (named
/// when listed). For `#[serde(default, deserialize_with = "…")]`.
pub fn selector<'de, D: Deserializer<'de>>(d: D) -> Result<Option<EnumValue>, D::Error> {
    enumeration::selector(d, |value| {
        WalletType::from_value(value).map(WalletType::to_enum)
    })
}

#[cfg(test)]
mod tests {
    use crate::wallet_currencies::WalletCurrency;

    #[test]
    fn a_record_wallet_type_is_read_from_its_number() {
        let row: WalletCurrency =
            serde_json::from_str(r#"{"bizId": "w", "walletType": 10030602, "currency": 978}"#)
                .unwrap();
        let kind = row.wallet_type.unwrap();
        assert_eq!((kind.code(), kind.label()), ("BUSINESS", "Business wallet"));
        assert_eq!(row.currency.unwrap().code(), "EUR");
    }
}
