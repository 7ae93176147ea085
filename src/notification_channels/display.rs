//! Readable choices for channel and channel type statuses, and the recent list's name.

use portal_api::notification_channels::{CHANNEL_STATUSES, TYPE_STATUSES};

use crate::components::code_name;
use crate::forms::SelectOption;
use crate::i18n::{I18n, NotificationChannelsKey};

/// The recent identifiers list of channels.
pub const RECENT: &str = "notification-channels";

fn option(value: &str, label: &str) -> SelectOption {
    SelectOption {
        value: value.to_owned(),
        label: label.to_owned(),
    }
}

/// A status code as a choice, named as its badge names it.
fn code_option(i18n: I18n, code: &str) -> SelectOption {
    option(code, code_name(code).map_or(code, |key| i18n.t(key)))
}

/// The channel statuses, as a select's choices.
pub fn channel_status_options(i18n: I18n) -> Vec<SelectOption> {
    CHANNEL_STATUSES
        .iter()
        .map(|s| code_option(i18n, s))
        .collect()
}

/// "Any status", then the type statuses.
pub fn type_status_options(i18n: I18n) -> Vec<SelectOption> {
    let mut options = vec![option("", i18n.t(NotificationChannelsKey::AnyStatus))];
    options.extend(TYPE_STATUSES.iter().map(|s| code_option(i18n, s)));
    options
}
