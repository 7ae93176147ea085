//! The wallet type and currency pair a record names: typed, compared, and named in sentences.

use portal_api::currency::Currency;
use portal_api::wallet_currencies::WalletCurrency;
use portal_api::wallet_type::WalletType;

use crate::i18n::I18n;
use crate::money::{currency_of, wallet_type_name};

/// A wallet type and a currency.
pub type Pair = (WalletType, Currency);

/// The record's pair, when the portal knows both (only then can it switch it).
pub fn pair(record: &WalletCurrency) -> Option<Pair> {
    let kind = WalletType::from_code(record.wallet_type.as_ref()?.code())?;
    Some((kind, currency_of(record.currency.as_ref()?)?))
}

/// The `walletType` and `currency` arguments of a sentence naming the pair.
pub fn pair_args(i18n: I18n, (kind, currency): Pair) -> [(&'static str, &'static str); 2] {
    [
        ("walletType", i18n.t(wallet_type_name(kind))),
        ("currency", currency.code),
    ]
}
