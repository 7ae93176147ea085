//! Readable choices for channel and channel type statuses, and the recent list's name.

use portal_api::notification_channels::{CHANNEL_STATUSES, TYPE_STATUSES};

use crate::components::SelectOption;
use crate::i18n::{I18n, NotificationKey};

/// The recent identifiers list of channels.
pub const RECENT: &str = "notification-channels";

fn channel_status_key(code: &str) -> NotificationKey {
    match code {
        "ACTIVE" => NotificationKey::StatusActive,
        "INACTIVE" => NotificationKey::StatusInactive,
        "PENDING" => NotificationKey::StatusPending,
        _ => NotificationKey::StatusError,
    }
}

fn option(value: &str, label: &str) -> SelectOption {
    SelectOption {
        value: value.to_owned(),
        label: label.to_owned(),
    }
}

/// The channel statuses, as a select's choices.
pub fn channel_status_options(i18n: I18n) -> Vec<SelectOption> {
    CHANNEL_STATUSES
        .iter()
        .map(|s| option(s, i18n.t(channel_status_key(s))))
        .collect()
}

/// "Any status", then the type statuses.
pub fn type_status_options(i18n: I18n) -> Vec<SelectOption> {
    let mut options = vec![option("", i18n.t(NotificationKey::AnyStatus))];
    options.extend(TYPE_STATUSES.iter().map(|s| {
        let key = if *s == "ENABLED" {
            NotificationKey::Enabled
        } else {
            NotificationKey::Disabled
        };
        option(s, i18n.t(key))
    }));
    options
}
