//! Bodies of the channel update (partial) and activate commands.

use serde::{Deserialize, Serialize};

use super::EmailConfig;

/// `POST /web/v1/notification-channels/command/update`: `bizId` and the fields to change;
/// absent (or null) fields stay as they are.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationChannelUpdate {
    /// The channel.
    #[serde(default)]
    pub biz_id: String,
    /// A new name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_name: Option<String>,
    /// A new remark.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_remark: Option<String>,
    /// A new host.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_host: Option<String>,
    /// A new status.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_status: Option<String>,
    /// The email settings to change (only the fields given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_config: Option<EmailConfig>,
}

impl NotificationChannelUpdate {
    /// An update of channel `biz_id` that changes nothing: it answers the channel as it is.
    pub fn read(biz_id: &str) -> Self {
        Self {
            biz_id: biz_id.to_owned(),
            ..Self::default()
        }
    }

    /// Whether no field but `bizId` is given.
    pub fn changes_nothing(&self) -> bool {
        self.channel_name.is_none()
            && self.channel_remark.is_none()
            && self.channel_host.is_none()
            && self.channel_status.is_none()
            && self.email_config.as_ref().is_none_or(EmailConfig::is_empty)
    }
}

/// `POST /web/v1/notification-channels/command/activate`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChannelActivate {
    /// The channel.
    #[serde(default)]
    pub biz_id: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sends_only_what_is_given() {
        let mut update = NotificationChannelUpdate::read("ntc_1");
        assert!(update.changes_nothing());
        assert_eq!(
            serde_json::to_value(&update).unwrap(),
            serde_json::json!({"bizId": "ntc_1"})
        );
        update.email_config = Some(EmailConfig {
            smtp_port: Some(465),
            ..EmailConfig::default()
        });
        assert!(!update.changes_nothing());
        assert_eq!(
            serde_json::to_value(&update).unwrap(),
            serde_json::json!({"bizId": "ntc_1", "emailConfig": {"smtpPort": 465}})
        );
    }
}
