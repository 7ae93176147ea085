//! Keys of refusals for lack of permission: what the role does not allow, and the mark of an
//! area refused in the navigation.

/// Texts of permission refusals. The `Area…` keys name an area inside a sentence ("viewing
/// {area}"), so they are lower case where the language has case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessKey {
    /// Your role does not allow viewing {area}.
    RefusedView,
    /// Your role does not allow changing {area}.
    RefusedChange,
    /// Your role does not allow this.
    Refused,
    /// An administrator of this workspace can change your role.
    AskAdministrator,
    /// No access (beside an area in the navigation)
    NoAccess,
    /// Your role does not allow viewing this area.
    NoAccessHint,
    /// recharges (the area, as {area} in a refusal)
    AreaRecharges,
    /// transfers (the area, as {area} in a refusal)
    AreaTransfers,
    /// exchanges (the area, as {area} in a refusal)
    AreaExchanges,
    /// provider connections (the area, as {area} in a refusal)
    AreaProviderConnections,
    /// referrals (the area, as {area} in a refusal)
    AreaReferrals,
    /// referral codes (the area, as {area} in a refusal)
    AreaReferralCodes,
    /// exports (the area, as {area} in a refusal)
    AreaExports,
    /// files (the area, as {area} in a refusal)
    AreaFiles,
    /// recharge channels (the area, as {area} in a refusal)
    AreaRechargeChannels,
    /// withdrawal channels (the area, as {area} in a refusal)
    AreaWithdrawalChannels,
    /// tariffs (the area, as {area} in a refusal)
    AreaTariffs,
    /// wallet currencies (the area, as {area} in a refusal)
    AreaWalletCurrencies,
    /// exchange fees (the area, as {area} in a refusal)
    AreaExchangeFees,
    /// exchange rates (the area, as {area} in a refusal)
    AreaExchangeRates,
    /// notification channels (the area, as {area} in a refusal)
    AreaNotificationChannels,
    /// accounts (the area, as {area} in a refusal)
    AreaAccounts,
    /// pending users (the area, as {area} in a refusal)
    AreaPendingUsers,
    /// institutions (the area, as {area} in a refusal)
    AreaInstitutions,
    /// roles (the area, as {area} in a refusal)
    AreaRoles,
    /// the IP whitelist (the area, as {area} in a refusal)
    AreaIpWhitelist,
    /// your profile (the area, as {area} in a refusal)
    AreaProfile,
    /// invitations (the area, as {area} in a refusal)
    AreaInvitations,
    /// Your role cannot change {area}. (beside the write actions refused once)
    CannotChange,
    /// This portal shows {area} but does not change them. (an area the portal names read-only)
    ReadOnlyHere,
}
