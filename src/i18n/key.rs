//! The key of every user-visible string, grouped by area.

use super::keys::{
    AccountsKey, AuthKey, CodeKey, CommonKey, ConfigKey, ErrorKey, ExchangeConfigKey, ExchangesKey,
    ExportsKey, FieldKey, FilesKey, InstitutionsKey, NotificationChannelsKey, ProviderConnectionsKey, ProfileKey,
    RechargeChannelsKey, RechargesKey, ReferralsKey, RegisterKey, RolesKey, IpWhitelistKey, ShellKey,
    TariffsKey, TransfersKey, WalletCurrenciesKey, WithdrawalChannelsKey, WorkspaceKey,
};
use super::Message;

/// One user-visible string. Each locale maps every key with an exhaustive `match`, so a key
/// without a translation is a build error, not a missing text at run time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// Shared words: buttons, states, validation.
    Common(CommonKey),
    /// Sign-in, second factor, pending approval, forgotten password.
    Auth(AuthKey),
    /// Self-registration.
    Register(RegisterKey),
    /// Header, navigation, menus, theme.
    Shell(ShellKey),
    /// Workspace selection, onboarding and home.
    Workspace(WorkspaceKey),
    /// Profile and invitations.
    Profile(ProfileKey),
    /// The recharge queue.
    Recharge(RechargesKey),
    /// Error messages.
    Error(ErrorKey),
    /// Shared texts of configuration forms.
    Config(ConfigKey),
    /// Recharge channels and their assignments.
    RechargeChannel(RechargeChannelsKey),
    /// Withdrawal channels.
    WithdrawalChannel(WithdrawalChannelsKey),
    /// Tariff templates and wallet tariffs.
    Tariff(TariffsKey),
    /// Wallet currencies.
    WalletCurrency(WalletCurrenciesKey),
    /// Transfer orders.
    Transfer(TransfersKey),
    /// Exchange fees and exchange rates.
    ExchangeConfig(ExchangeConfigKey),
    /// Exchanges made in wallets.
    Exchange(ExchangesKey),
    /// Roles and their permissions.
    Role(RolesKey),
    /// The IP whitelist.
    Security(IpWhitelistKey),
    /// Notification channels and channel types.
    Notification(NotificationChannelsKey),
    /// Provider connections.
    Partner(ProviderConnectionsKey),
    /// Accounts and pending users.
    Account(AccountsKey),
    /// Institutions.
    Institution(InstitutionsKey),
    /// Exports: the list, asking for one, and one export's progress.
    Export(ExportsKey),
    /// Files: an institution's files, upload, one file's page.
    File(FilesKey),
    /// Referral codes and referrals.
    Referral(ReferralsKey),
    /// Names of enumerated codes: statuses and types.
    Code(CodeKey),
    /// Names of record fields in the generic record view.
    Field(FieldKey),
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
    ProfileKey => Profile,
    RechargesKey => Recharge,
    ErrorKey => Error,
    ConfigKey => Config,
    RechargeChannelsKey => RechargeChannel,
    WithdrawalChannelsKey => WithdrawalChannel,
    TariffsKey => Tariff,
    WalletCurrenciesKey => WalletCurrency,
    TransfersKey => Transfer,
    ExchangeConfigKey => ExchangeConfig,
    ExchangesKey => Exchange,
    RolesKey => Role,
    IpWhitelistKey => Security,
    NotificationChannelsKey => Notification,
    ProviderConnectionsKey => Partner,
    AccountsKey => Account,
    InstitutionsKey => Institution,
    ExportsKey => Export,
    FilesKey => File,
    ReferralsKey => Referral,
    CodeKey => Code,
    FieldKey => Field,
}
