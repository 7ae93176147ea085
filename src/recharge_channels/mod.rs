//! Recharge channels: the paged list, creating one, a channel's page with its partial update
//! and its workspace assignments.

mod assign_form;
mod assignments;
mod channel_fields;
mod channel_page;
mod columns;
mod create_dialog;
mod edit_form;
mod form_values;
mod list_page;
mod paths;

pub use channel_page::RechargeChannelPage;
pub use list_page::RechargeChannelsPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::RECHARGE_CHANNELS];
