//! Security settings of the workspace: the IP whitelist.

mod elsewhere_notice;
mod entry_messages;
mod ip_whitelist_page;
mod lockout;
mod saving;
mod whitelist_form;

pub use ip_whitelist_page::IpWhitelistPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::IP_WHITELIST];
