//! Notification channels: open one by its identifier, edit and activate it; the channel types.

mod activate_button;
mod channel_fields;
mod channel_form;
mod channel_page;
mod channels_page;
mod display;
mod form_values;
mod type_filters;
mod types_section;

pub use channel_page::NotificationChannelPage;
pub use channels_page::NotificationChannelsPage;
pub use display::RECENT;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::NOTIFICATION_CHANNELS];
