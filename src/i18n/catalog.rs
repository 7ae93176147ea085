//! Looks a key up in the catalogue of a locale.

use portal_api::Locale;

use super::{en, ui_locale, zh, Key};

/// The text of `key` in `locale` (English for locales without a catalogue yet).
pub fn text(locale: Locale, key: Key) -> &'static str {
    match ui_locale(locale) {
        Locale::Zh => zh_text(key),
        _ => en_text(key),
    }
}

fn en_text(key: Key) -> &'static str {
    match key {
        Key::Common(k) => en::common::text(k),
        Key::Auth(k) => en::auth::text(k),
        Key::Register(k) => en::register::text(k),
        Key::Shell(k) => en::shell::text(k),
        Key::Workspace(k) => en::workspace::text(k),
        Key::Profile(k) => en::profile::text(k),
        Key::Recharge(k) => en::recharge::text(k),
        Key::Config(k) => en::config::text(k),
        Key::RechargeChannel(k) => en::recharge_channel::text(k),
        Key::WithdrawalChannel(k) => en::withdrawal_channel::text(k),
        Key::Tariff(k) => en::tariff::text(k),
        Key::WalletCurrency(k) => en::wallet_currency::text(k),
        Key::Transfer(k) => en::transfer::text(k),
        Key::ExchangeConfig(k) => en::exchange_config::text(k),
        Key::Exchange(k) => en::exchange::text(k),
        Key::Account(k) => en::account::text(k),
        Key::Institution(k) => en::institution::text(k),
        Key::Error(k) => en::error::text(k),
        Key::Role(k) => en::role::text(k),
        Key::Security(k) => en::security::text(k),
        Key::Notification(k) => en::notification::text(k),
        Key::Partner(k) => en::partner::text(k),
        Key::Export(k) => en::export::text(k),
        Key::File(k) => en::file::text(k),
        Key::Referral(k) => en::referral::text(k),
    }
}

fn zh_text(key: Key) -> &'static str {
    match key {
        Key::Common(k) => zh::common::text(k),
        Key::Auth(k) => zh::auth::text(k),
        Key::Register(k) => zh::register::text(k),
        Key::Shell(k) => zh::shell::text(k),
        Key::Workspace(k) => zh::workspace::text(k),
        Key::Profile(k) => zh::profile::text(k),
        Key::Recharge(k) => zh::recharge::text(k),
        Key::Config(k) => zh::config::text(k),
        Key::RechargeChannel(k) => zh::recharge_channel::text(k),
        Key::WithdrawalChannel(k) => zh::withdrawal_channel::text(k),
        Key::Tariff(k) => zh::tariff::text(k),
        Key::WalletCurrency(k) => zh::wallet_currency::text(k),
        Key::Transfer(k) => zh::transfer::text(k),
        Key::ExchangeConfig(k) => zh::exchange_config::text(k),
        Key::Exchange(k) => zh::exchange::text(k),
        Key::Account(k) => zh::account::text(k),
        Key::Institution(k) => zh::institution::text(k),
        Key::Error(k) => zh::error::text(k),
        Key::Role(k) => zh::role::text(k),
        Key::Security(k) => zh::security::text(k),
        Key::Notification(k) => zh::notification::text(k),
        Key::Partner(k) => zh::partner::text(k),
        Key::Export(k) => zh::export::text(k),
        Key::File(k) => zh::file::text(k),
        Key::Referral(k) => zh::referral::text(k),
    }
}
