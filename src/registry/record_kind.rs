//! The kinds of record the portal opens or links to by identifier.

/// A kind of record the portal opens (or links to) by its identifier; each belongs to one
/// area of the registry ([`super::Area::of_kind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// A recharge.
    Recharge,
    /// A transfer order.
    Transfer,
    /// A wallet (its transfer orders).
    Wallet,
    /// An exchange.
    Exchange,
    /// A recharge channel.
    RechargeChannel,
    /// A tariff template.
    TariffTemplate,
    /// A wallet's tariff.
    WalletTariff,
    /// A role.
    Role,
    /// A notification channel.
    NotificationChannel,
    /// A provider connection.
    ProviderConnection,
    /// A card of a provider connection (opened under its connection).
    Card,
    /// A virtual account of a provider connection (opened under its connection).
    VirtualAccount,
    /// An account.
    Account,
    /// An export.
    Export,
    /// A file.
    File,
    /// A referral.
    Referral,
    /// A referral code.
    ReferralCode,
    /// An institution.
    Institution,
    /// A workspace (its home).
    Workspace,
}
