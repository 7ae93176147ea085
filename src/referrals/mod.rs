//! Referral codes and referrals: their lists and one record's page.

mod list_page;
mod record_page;

pub use list_page::{ReferralCodesPage, ReferralsPage};
pub use record_page::{ReferralCodePage, ReferralPage};
