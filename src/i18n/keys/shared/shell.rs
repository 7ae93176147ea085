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
    /// Go to…
    PaletteOpen,
    /// Ctrl K
    PaletteShortcut,
    /// Go to
    PaletteTitle,
    /// Area or identifier
    PaletteQuery,
    /// Nothing matches “{query}”.
    PaletteNoMatch,
    /// ↑ ↓ move · Enter opens · Esc closes
    PaletteHint,
    /// Close
    PaletteClose,
    /// Open the pasted link: {path}
    OpenLink,
    /// Open recharge {id}
    PaletteRecharge,
    /// Open transfer order {id}
    PaletteTransfer,
    /// Open the transfers of wallet {id}
    PaletteWalletTransfers,
    /// Open exchange {id}
    PaletteExchange,
    /// Open recharge channel {id}
    PaletteRechargeChannel,
    /// Open tariff template {id}
    PaletteTariffTemplate,
    /// Open the tariff of wallet {id}
    PaletteWalletTariff,
    /// Administration
    NavAdministration,
    /// Roles
    NavRoles,
    /// IP whitelist
    NavIpWhitelist,
    /// Notification channels
    NavNotificationChannels,
    /// Provider connections
    NavProviderConnections,
    /// Open role {id}
    PaletteRole,
    /// Open notification channel {id}
    PaletteNotificationChannel,
    /// Open provider connection {id}
    PaletteProviderConnection,
    /// Accounts
    NavAccounts,
    /// Pending users
    NavPendingUsers,
    /// Institutions
    NavInstitutions,
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
    /// Open account {id}
    PaletteAccount,
    /// Open export {id}
    PaletteExport,
    /// Open file {id}
    PaletteFile,
    /// Open referral {id}
    PaletteReferral,
    /// Open referral code {id}
    PaletteReferralCode,
    /// Menu (opens the side navigation on a narrow screen)
    NavMenu,
    /// {language} could not be loaded, so the portal stays in the language it was in. Try again later.
    LanguageUnavailable,
    /// {record} (in {workspace})
    RecordInWorkspace,
    /// Opened in workspace {workspace}, where this record is. You were in {from}.
    OpenedInWorkspace,
    /// Looking for “{id}” in your workspaces…
    PaletteAsking,
    /// No record in your workspaces has the identifier “{id}”.
    PaletteNoRecord,
    /// No record answered to “{id}”, but some could not be asked just now. Try again in a moment.
    PaletteNotSure,
    /// Account {name} · {email}
    PaletteAccountNamed,
    /// Institution {name}
    PaletteInstitutionNamed,
    /// This page could not be loaded. Check the connection, then try again.
    // Shown only where pages load as chunks: split and native builds (components::chunk_part).
    #[cfg_attr(all(target_family = "wasm", not(portal_split)), allow(dead_code))]
    PageNotLoaded,
    /// The palette's content did not arrive (a split build's chunk).
    #[cfg_attr(all(target_family = "wasm", not(portal_split)), allow(dead_code))]
    PaletteNotLoaded,
}
