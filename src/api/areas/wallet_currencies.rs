//! Wallet currencies: which currencies each wallet type may hold.

use portal_api::currency::Currency;
use portal_api::paths;
use portal_api::wallet_currencies::{WalletCurrency, WalletCurrencyToggle};
use portal_api::wallet_type::WalletType;

use crate::api::{core, unshown, ApiError};

/// Every wallet type and currency pair.
pub async fn all() -> Result<Vec<WalletCurrency>, ApiError> {
    core::get(paths::WALLET_CURRENCIES).await
}

/// One currency's pairs, one per wallet type.
pub async fn of_currency(currency: Currency) -> Result<Vec<WalletCurrency>, ApiError> {
    core::get(&paths::fill(paths::WALLET_CURRENCY, &[currency.code])).await
}

/// One currency's enabled pairs.
pub async fn enabled_of_currency(currency: Currency) -> Result<Vec<WalletCurrency>, ApiError> {
    core::get(&paths::fill(
        paths::WALLET_CURRENCY_ENABLED,
        &[currency.code],
    ))
    .await
}

/// Lets wallets of `wallet_type` hold `currency`; the pair when the server returns it.
pub async fn enable(
    wallet_type: WalletType,
    currency: Currency,
) -> Result<Option<WalletCurrency>, ApiError> {
    let body = WalletCurrencyToggle::new(wallet_type, currency);
    unshown::post(paths::WALLET_CURRENCY_ENABLE, &body).await
}

/// Stops wallets of `wallet_type` holding `currency`; the pair when the server returns it.
pub async fn disable(
    wallet_type: WalletType,
    currency: Currency,
) -> Result<Option<WalletCurrency>, ApiError> {
    let body = WalletCurrencyToggle::new(wallet_type, currency);
    unshown::post(paths::WALLET_CURRENCY_DISABLE, &body).await
}
