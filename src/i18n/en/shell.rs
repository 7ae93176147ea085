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
        ShellKey::PaletteOpen => "Go to…",
        ShellKey::PaletteShortcut => "Ctrl K",
        ShellKey::PaletteTitle => "Go to",
        ShellKey::PaletteQuery => "Area or identifier",
        ShellKey::PaletteNoMatch => "Nothing matches “{query}”.",
        ShellKey::PaletteHint => "↑ ↓ move · Enter opens · Esc closes",
        ShellKey::PaletteRecharge => "Open recharge {id}",
        ShellKey::PaletteTransfer => "Open transfer order {id}",
        ShellKey::PaletteWalletTransfers => "Open the transfers of wallet {id}",
        ShellKey::PaletteExchange => "Open exchange {id}",
        ShellKey::PaletteRechargeChannel => "Open recharge channel {id}",
        ShellKey::PaletteTariffTemplate => "Open tariff template {id}",
        ShellKey::PaletteWalletTariff => "Open the tariff of wallet {id}",
        ShellKey::NavAdministration => "Administration",
        ShellKey::NavRoles => "Roles",
        ShellKey::NavIpWhitelist => "IP whitelist",
        ShellKey::NavNotificationChannels => "Notification channels",
        ShellKey::NavProviderConnections => "Provider connections",
    }
}
