//! The key of every user-visible string, grouped by area.

use super::keys::{
    AccessKey, AccountsKey, AuthKey, CodeKey, CommonKey, ConfigKey, ErrorKey, ExchangeConfigKey,
    ExchangesKey, ExportsKey, FieldKey, FilesKey, InstitutionsKey, IpWhitelistKey, ListsKey,
    NotificationChannelsKey, ProfileKey, ProviderConnectionsKey, RechargeChannelsKey, RechargesKey,
    ReferralsKey, RegisterKey, RolesKey, ShellKey, TariffsKey, TransfersKey, WalletCurrenciesKey,
    WithdrawalChannelsKey, WorkspaceKey,
};
use super::Message;

/// One user-visible string. Each locale maps every key with an exhaustive `match`, so a key
/// without a translation is a build error, not a missing text at run time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// Shared words: buttons, states, validation.
    Common(CommonKey),
    /// Sign-in and its second factor.
    Auth(AuthKey),
    /// Self-registration, awaiting approval, forgotten and new passwords.
    Register(RegisterKey),
    /// Header, navigation, menus, theme.
    Shell(ShellKey),
    /// Workspace selection and home.
    Workspace(WorkspaceKey),
    /// Profile, invitations and onboarding.
    Profile(ProfileKey),
    /// The recharge queue.
    Recharges(RechargesKey),
    /// Error messages.
    Error(ErrorKey),
    /// Shared texts of configuration forms.
    Config(ConfigKey),
    /// Recharge channels and their assignments.
    RechargeChannels(RechargeChannelsKey),
    /// Withdrawal channels.
    WithdrawalChannels(WithdrawalChannelsKey),
    /// Tariff templates and wallet tariffs.
    Tariffs(TariffsKey),
    /// Wallet currencies.
    WalletCurrencies(WalletCurrenciesKey),
    /// Transfer orders.
    Transfers(TransfersKey),
    /// Exchange fees and exchange rates.
    ExchangeConfig(ExchangeConfigKey),
    /// Exchanges made in wallets.
    Exchanges(ExchangesKey),
    /// Roles and their permissions.
    Roles(RolesKey),
    /// The IP whitelist.
    IpWhitelist(IpWhitelistKey),
    /// Notification channels and channel types.
    NotificationChannels(NotificationChannelsKey),
    /// Provider connections.
    ProviderConnections(ProviderConnectionsKey),
    /// Accounts and pending users.
    Accounts(AccountsKey),
    /// Institutions.
    Institutions(InstitutionsKey),
    /// Exports: the list, asking for one, and one export's progress.
    Exports(ExportsKey),
    /// Files: an institution's files, upload, one file's page.
    Files(FilesKey),
    /// Referral codes and referrals.
    Referrals(ReferralsKey),
    /// Refusals for lack of permission.
    Access(AccessKey),
    /// Names of enumerated codes: statuses and types.
    Code(CodeKey),
    /// Names of record fields in the generic record view.
    Field(FieldKey),
    /// Search, filters, sort and background reading of lists.
    Lists(ListsKey),
}

macro_rules! area_key {
    ($($area:ident => $variant:ident),* $(,)?) => {$(
        impl From<$area> for Key {
            fn from(key: $area) -> Self {
                Key::$variant(key)
            }
        }

        impl From<$area> for Message {
            fn from(key: $area) -> Self {
                Message::Key(Key::$variant(key))
            }
        }
    )*};
}

area_key! {
    CommonKey => Common,
    AuthKey => Auth,
    RegisterKey => Register,
    ShellKey => Shell,
    WorkspaceKey => Workspace,
    AccessKey => Access,
    ProfileKey => Profile,
    RechargesKey => Recharges,
    ErrorKey => Error,
    ConfigKey => Config,
    RechargeChannelsKey => RechargeChannels,
    WithdrawalChannelsKey => WithdrawalChannels,
    TariffsKey => Tariffs,
    WalletCurrenciesKey => WalletCurrencies,
    TransfersKey => Transfers,
    ExchangeConfigKey => ExchangeConfig,
    ExchangesKey => Exchanges,
    RolesKey => Roles,
    IpWhitelistKey => IpWhitelist,
    NotificationChannelsKey => NotificationChannels,
    ProviderConnectionsKey => ProviderConnections,
    AccountsKey => Accounts,
    InstitutionsKey => Institutions,
    ExportsKey => Exports,
    FilesKey => Files,
    ReferralsKey => Referrals,
    CodeKey => Code,
    FieldKey => Field,
    ListsKey => Lists,
}
