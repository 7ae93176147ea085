//! English texts of the wallet currencies.

use crate::i18n::WalletCurrencyKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WalletCurrencyKey) -> &'static str {
    match key {
        WalletCurrencyKey::Title => "Wallet currencies",
        WalletCurrencyKey::Intro => "Which currencies each wallet type may hold.",
        WalletCurrencyKey::Filters => "Filters",
        WalletCurrencyKey::Currency => "Currency",
        WalletCurrencyKey::FilterCurrency => "Filter by currency",
        WalletCurrencyKey::AllCurrencies => "All currencies",
        WalletCurrencyKey::EnabledOnly => "Enabled only",
        WalletCurrencyKey::WalletType => "Wallet type",
        WalletCurrencyKey::State => "State",
        WalletCurrencyKey::Actions => "Actions",
        WalletCurrencyKey::Enabled => "Enabled",
        WalletCurrencyKey::Disabled => "Disabled",
        WalletCurrencyKey::Enable => "Enable",
        WalletCurrencyKey::Disable => "Disable",
        WalletCurrencyKey::EnableOne => "Enable {currency} for {walletType}",
        WalletCurrencyKey::DisableOne => "Disable {currency} for {walletType}",
        WalletCurrencyKey::EnableTitle => "Enable a currency",
        WalletCurrencyKey::EnableDialogTitle => "Enable wallet currency",
        WalletCurrencyKey::DisableDialogTitle => "Disable wallet currency",
        WalletCurrencyKey::EnableIntro => "Let wallets of type “{walletType}” hold {currency}?",
        WalletCurrencyKey::DisableIntro => {
            "Stop wallets of type “{walletType}” from holding {currency}?"
        }
        WalletCurrencyKey::EnabledToast => "{currency} enabled for {walletType}",
        WalletCurrencyKey::DisabledToast => "{currency} disabled for {walletType}",
        WalletCurrencyKey::EnableFormIntro => {
            "Choose a wallet type and a currency its wallets may hold."
        }
        WalletCurrencyKey::EmptyTitle => "No wallet currencies",
        WalletCurrencyKey::EmptyAll => "No wallet type has a currency configured.",
        WalletCurrencyKey::EmptyFiltered => "Nothing matches these filters.",
    }
}
