//! Readable choices for channel and channel type statuses; the recent list's name and entry.

use portal_api::notification_channels::{NotificationChannel, CHANNEL_STATUSES, TYPE_STATUSES};

use crate::components::code_name;
use crate::forms::SelectOption;
use crate::i18n::{I18n, NotificationChannelsKey};
use crate::web::recent_ids::Recent;

/// The recent identifiers list of channels.
pub const RECENT: &str = "notification-channels";

/// The channel as "Opened recently" keeps it: name and status, in this tab's workspace.
pub fn opened(channel: &NotificationChannel) -> Recent {
    Recent {
        name: channel
            .channel_name
            .clone()
            .filter(|n| !n.trim().is_empty()),
        status: channel.channel_status.clone(),
        ..Recent::new(
            channel.biz_id.clone(),
            crate::api::session::workspace().unwrap_or_default(),
        )
    }
}

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
