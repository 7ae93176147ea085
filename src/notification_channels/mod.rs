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
