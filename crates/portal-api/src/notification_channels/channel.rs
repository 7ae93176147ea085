//! One notification channel and its email configuration, as the server answers them.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The statuses a channel can have.
pub const CHANNEL_STATUSES: [&str; 4] = ["ACTIVE", "INACTIVE", "PENDING", "ERROR"];

/// What the sandbox answers in place of a stored password (the contract: "always returned
/// masked"). The portal never relies on its exact text: it only never sends it back.
pub const PASSWORD_MASK: &str = "******";

/// `emailConfig`: SMTP delivery settings. Every field is optional, so one type serves both
/// the answer and the partial update (absent fields are not sent). `Debug` hides the password.
#[derive(Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmailConfig {
    /// The SMTP server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smtp_host: Option<String>,
    /// Its port, 1 to 65535.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smtp_port: Option<i64>,
    /// The sender's address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sender_email: Option<String>,
    /// The sender's display name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sender_name: Option<String>,
    /// The SMTP user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// The SMTP password: masked in every answer; in an update, a new password.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    /// Implicit TLS (SMTPS).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub use_ssl: Option<bool>,
    /// STARTTLS upgrade.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub use_start_tls: Option<bool>,
    /// Connection timeout (units not shown by the contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_timeout: Option<i64>,
    /// Read timeout (units not shown by the contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_timeout: Option<i64>,
}

impl std::fmt::Debug for EmailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EmailConfig")
            .field("smtp_host", &self.smtp_host)
            .field("smtp_port", &self.smtp_port)
            .field("sender_email", &self.sender_email)
            .field("sender_name", &self.sender_name)
            .field("username", &self.username)
            .field("password", &self.password.as_ref().map(|_| "[redacted]"))
            .field("use_ssl", &self.use_ssl)
            .field("use_start_tls", &self.use_start_tls)
            .field("connection_timeout", &self.connection_timeout)
            .field("read_timeout", &self.read_timeout)
            .finish()
    }
}

impl EmailConfig {
    /// Whether no field is given.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

/// A notification channel. Every field but `bizId` is optional and unknown fields are kept,
/// so a server that differs still shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationChannel {
    /// The business id.
    pub biz_id: String,
    /// The owning institution.
    #[serde(default)]
    pub institution_biz_id: Option<String>,
    /// The name shown.
    #[serde(default)]
    pub channel_name: Option<String>,
    /// A remark.
    #[serde(default)]
    pub channel_remark: Option<String>,
    /// The host the channel delivers through.
    #[serde(default)]
    pub channel_host: Option<String>,
    /// `EMAIL`.
    #[serde(default)]
    pub channel_category: Option<String>,
    /// One of [`CHANNEL_STATUSES`].
    #[serde(default)]
    pub channel_status: Option<String>,
    /// The email settings, password masked.
    #[serde(default)]
    pub email_config: Option<EmailConfig>,
    /// Created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Who created it.
    #[serde(default)]
    pub created_by: Option<String>,
    /// Who changed it last.
    #[serde(default)]
    pub updated_by: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_contract_shape() {
        let channel: NotificationChannel = serde_json::from_value(serde_json::json!({
            "bizId": "ntc_1", "institutionBizId": "ins_1", "channelName": "Mail",
            "channelRemark": null, "channelHost": "mail.example.com", "channelCategory": "EMAIL",
            "channelStatus": "ACTIVE",
            "emailConfig": {"smtpHost": "smtp.example.com", "smtpPort": 587,
                "senderEmail": "a@example.com", "senderName": "A", "username": "u",
                "password": "******", "useSsl": false, "useStartTls": true,
                "connectionTimeout": 5000, "readTimeout": 10000},
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z",
            "createdBy": "u1", "updatedBy": "u1", "region": "eu"
        }))
        .unwrap();
        let email = channel.email_config.unwrap();
        assert_eq!(email.smtp_port, Some(587));
        assert_eq!(email.use_start_tls, Some(true));
        assert_eq!(channel.channel_remark, None);
        assert_eq!(channel.other["region"], "eu");
    }
}
