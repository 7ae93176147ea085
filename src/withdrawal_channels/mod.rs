//! Withdrawal channels: the paged list and each channel's fields.

mod columns;
mod details_dialog;
mod list_page;

pub use list_page::WithdrawalChannelsPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::WITHDRAWAL_CHANNELS];
