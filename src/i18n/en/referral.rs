//! English texts of the referral area.

use crate::i18n::ReferralKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ReferralKey) -> &'static str {
    match key {
        ReferralKey::CodesTitle => "Referral codes",
        ReferralKey::CodesIntro => "Codes people share to refer others, newest first.",
        ReferralKey::ReferralsTitle => "Referrals",
        ReferralKey::ReferralsIntro => "People who joined with a referral code, newest first.",
        ReferralKey::CodesCount => "{count} referral codes",
        ReferralKey::ReferralsCount => "{count} referrals",
        ReferralKey::EmptyTitle => "Nothing here yet",
        ReferralKey::EmptyBody => "There are no records you can see.",
        ReferralKey::CodeRecord => "Referral code",
        ReferralKey::Referral => "Referral",
        ReferralKey::Code => "Code",
        ReferralKey::Created => "Created",
        ReferralKey::BackToCodes => "Back to referral codes",
        ReferralKey::BackToReferrals => "Back to referrals",
        ReferralKey::CodeTitle => "Referral code {id}",
        ReferralKey::ReferralTitle => "Referral {id}",
    }
}
