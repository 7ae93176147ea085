//! Keys of the referral texts.

/// Referral codes and referrals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReferralsKey {
    /// Referral codes
    CodesTitle,
    /// Codes people share to refer others, newest first.
    CodesIntro,
    /// Referrals
    ReferralsTitle,
    /// People who joined with a referral code, newest first.
    ReferralsIntro,
    /// {count} referral codes
    CodesCount,
    /// {count} referrals
    ReferralsCount,
    /// Nothing here yet
    EmptyTitle,
    /// There are no records you can see.
    EmptyBody,
    /// Referral code
    CodeRecord,
    /// Referral
    Referral,
    /// Code
    Code,
    /// Created
    Created,
    /// Back to referral codes
    BackToCodes,
    /// Back to referrals
    BackToReferrals,
    /// Referral code {id}
    CodeTitle,
    /// Referral {id}
    ReferralTitle,
}
