//! The key of every user-visible string, grouped by area.

use super::keys::{
    AccountKey, AuthKey, CodeKey, CommonKey, ConfigKey, ErrorKey, ExchangeConfigKey, ExchangeKey,
    ExportKey, FieldKey, FileKey, InstitutionKey, NotificationKey, PartnerKey, ProfileKey,
    RechargeChannelKey, RechargeKey, ReferralKey, RegisterKey, RoleKey, SecurityKey, ShellKey,
    TariffKey, TransferKey, WalletCurrencyKey, WithdrawalChannelKey, WorkspaceKey,
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
    Recharge(RechargeKey),
    /// Error messages.
    Error(ErrorKey),
    /// Shared texts of configuration forms.
    Config(ConfigKey),
    /// Recharge channels and their assignments.
    RechargeChannel(RechargeChannelKey),
    /// Withdrawal channels.
    WithdrawalChannel(WithdrawalChannelKey),
    /// Tariff templates and wallet tariffs.
    Tariff(TariffKey),
    /// Wallet currencies.
    WalletCurrency(WalletCurrencyKey),
    /// Transfer orders.
    Transfer(TransferKey),
    /// Exchange fees and exchange rates.
    ExchangeConfig(ExchangeConfigKey),
    /// Exchanges made in wallets.
    Exchange(ExchangeKey),
    /// Roles and their permissions.
    Role(RoleKey),
    /// The IP whitelist.
    Security(SecurityKey),
    /// Notification channels and channel types.
    Notification(NotificationKey),
    /// Provider connections.
    Partner(PartnerKey),
    /// Accounts and pending users.
    Account(AccountKey),
    /// Institutions.
    Institution(InstitutionKey),
    /// Exports: the list, asking for one, and one export's progress.
    Export(ExportKey),
    /// Files: an institution's files, upload, one file's page.
    File(FileKey),
    /// Referral codes and referrals.
    Referral(ReferralKey),
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
    RechargeKey => Recharge,
    ErrorKey => Error,
    ConfigKey => Config,
    RechargeChannelKey => RechargeChannel,
    WithdrawalChannelKey => WithdrawalChannel,
    TariffKey => Tariff,
    WalletCurrencyKey => WalletCurrency,
    TransferKey => Transfer,
    ExchangeConfigKey => ExchangeConfig,
    ExchangeKey => Exchange,
    RoleKey => Role,
    SecurityKey => Security,
    NotificationKey => Notification,
    PartnerKey => Partner,
    AccountKey => Account,
    InstitutionKey => Institution,
    ExportKey => Export,
    FileKey => File,
    ReferralKey => Referral,
    CodeKey => Code,
    FieldKey => Field,
}
