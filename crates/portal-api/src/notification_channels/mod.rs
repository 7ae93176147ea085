//! Notification channels (email delivery) and notification channel types: records, bodies, checks.

mod channel;
mod checks;
mod type_query;
mod types;
mod update;

pub use channel::{EmailConfig, NotificationChannel, CHANNEL_STATUSES, PASSWORD_MASK};
pub use checks::{
    validate_channel_activate, validate_channel_update, validate_type_filter, CHANNEL_HOST_MAX,
    CHANNEL_NAME_MAX, CHANNEL_REMARK_MAX, EMAIL_TEXT_MAX, TYPE_CODE_MAX,
};
pub use type_query::{ChannelTypeFilter, ChannelTypeQuery, TypeSort, TYPE_SORT_FIELDS};
pub use types::{NotificationChannelType, TYPE_STATUSES};
pub use update::{ChannelActivate, NotificationChannelUpdate};
