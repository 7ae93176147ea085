//! Keys of the wallet currency texts.

/// Which currencies each wallet type may hold, and switching one on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalletCurrenciesKey {
    /// Wallet currencies
    Title,
    /// Which currencies each wallet type may hold.
    Intro,
    /// Filters
    Filters,
    /// Currency
    Currency,
    /// Filter by currency
    FilterCurrency,
    /// All currencies
    AllCurrencies,
    /// Enabled only
    EnabledOnly,
    /// Wallet type
    WalletType,
    /// State
    State,
    /// Actions
    Actions,
    /// Enabled
    Enabled,
    /// Disabled
    Disabled,
    /// Enable
    Enable,
    /// Disable
    Disable,
    /// Enable {currency} for {walletType}
    EnableOne,
    /// Disable {currency} for {walletType}
    DisableOne,
    /// Enable a currency
    EnableTitle,
    /// Enable wallet currency
    EnableDialogTitle,
    /// Disable wallet currency
    DisableDialogTitle,
    /// Let wallets of type “{walletType}” hold {currency}?
    EnableIntro,
    /// Stop wallets of type “{walletType}” from holding {currency}?
    DisableIntro,
    /// {currency} enabled for {walletType}
    EnabledToast,
    /// {currency} disabled for {walletType}
    DisabledToast,
    /// Choose a wallet type and a currency its wallets may hold.
    EnableFormIntro,
    /// No wallet currencies
    EmptyTitle,
    /// No wallet type has a currency configured.
    EmptyAll,
    /// Nothing matches these filters.
    EmptyFiltered,
    /// Filter by wallet type
    FilterWalletType,
}
