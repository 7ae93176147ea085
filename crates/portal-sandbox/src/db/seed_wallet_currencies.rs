//! The demo wallet currencies: every wallet type and currency pair, a plausible few enabled.

use portal_api::currency::{Currency, CURRENCIES, EUR, GBP, HKD, JPY, KWD, MYR, SGD, USD, VND};
use portal_api::wallet_type::WalletType;
use rusqlite::Connection;

use super::wallet_currencies;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The currencies each wallet type may hold; every other pair is written disabled.
fn enabled(wallet_type: WalletType) -> &'static [Currency] {
    match wallet_type {
        WalletType::Personal => &[USD, EUR, GBP, SGD, MYR, VND],
        WalletType::Business => &[USD, EUR, GBP, JPY, SGD, HKD, KWD],
        WalletType::Merchant => &[USD, EUR, SGD, MYR],
        WalletType::Card => &[USD, EUR, SGD],
    }
}

/// Writes one row per wallet type and currency of the table.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let at = now - DAY_MS * 120;
    for wallet_type in WalletType::ALL {
        for currency in CURRENCIES {
            let on = enabled(*wallet_type).contains(&currency);
            wallet_currencies::set_enabled(conn, *wallet_type, currency, on, at)?;
        }
    }
    Ok(())
}
