//! Keys of the app frame texts.

/// Header, navigation, menus and theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShellKey {
    /// Service portal
    KindService,
    /// Tenant portal
    KindTenant,
    /// Display language
    Language,
    /// Invitations
    NavInvitations,
    /// Workspace navigation
    NavLabel,
    /// Recharges
    NavRecharges,
    /// Overview
    NavOverview,
    /// Profile
    NavProfile,
    /// Sign out
    SignOut,
    /// Theme
    Theme,
    /// Dark
    ThemeDark,
    /// Light
    ThemeLight,
    /// System
    ThemeSystem,
    /// Operations
    NavOperations,
    /// Configuration
    NavConfiguration,
    /// Account
    NavAccount,
    /// Tariffs
    NavTariffs,
    /// Recharge channels
    NavRechargeChannels,
    /// Withdrawal channels
    NavWithdrawalChannels,
    /// Wallet currencies
    NavWalletCurrencies,
    /// Transfers
    NavTransfers,
    /// Exchanges
    NavExchanges,
    /// Exchange fees
    NavExchangeFees,
    /// Exchange rates
    NavExchangeRates,
    /// Data
    NavData,
    /// Exports
    NavExports,
    /// Files
    NavFiles,
    /// Referrals
    NavReferrals,
    /// Referral codes
    NavReferralCodes,
}
