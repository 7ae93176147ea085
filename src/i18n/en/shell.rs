//! English texts of the app frame.

use crate::i18n::ShellKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ShellKey) -> &'static str {
    match key {
        ShellKey::KindService => "Service portal",
        ShellKey::KindTenant => "Tenant portal",
        ShellKey::Language => "Display language",
        ShellKey::NavInvitations => "Invitations",
        ShellKey::NavLabel => "Workspace navigation",
        ShellKey::NavRecharges => "Recharges",
        ShellKey::NavOverview => "Overview",
        ShellKey::NavProfile => "Profile",
        ShellKey::SignOut => "Sign out",
        ShellKey::Theme => "Theme",
        ShellKey::ThemeDark => "Dark",
        ShellKey::ThemeLight => "Light",
        ShellKey::ThemeSystem => "System",
        ShellKey::NavOperations => "Operations",
        ShellKey::NavConfiguration => "Configuration",
        ShellKey::NavAccount => "Account",
        ShellKey::NavTariffs => "Tariffs",
        ShellKey::NavRechargeChannels => "Recharge channels",
        ShellKey::NavWithdrawalChannels => "Withdrawal channels",
        ShellKey::NavWalletCurrencies => "Wallet currencies",
        ShellKey::NavTransfers => "Transfers",
        ShellKey::NavExchanges => "Exchanges",
        ShellKey::NavExchangeFees => "Exchange fees",
        ShellKey::NavExchangeRates => "Exchange rates",
        ShellKey::NavData => "Data",
        ShellKey::NavExports => "Exports",
        ShellKey::NavFiles => "Files",
        ShellKey::NavReferrals => "Referrals",
        ShellKey::NavReferralCodes => "Referral codes",
    }
}
