//! Referral codes and referrals: their lists and one record's page.

mod list_page;
mod record_page;

pub use list_page::{ReferralCodesPage, ReferralsPage};
pub use record_page::{ReferralCodePage, ReferralPage};

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::REFERRALS];
