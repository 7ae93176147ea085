//! The demo notification channels and notification channel types.

use portal_api::notification_channels::{
    EmailConfig, NotificationChannel, NotificationChannelType,
};
use rusqlite::Connection;
use serde_json::json;

use super::notification_channels;
use crate::clock::iso;
use crate::demo;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// (id, institution, name, remark, host, status, SMTP host, port, SSL, STARTTLS, sender).
type ChannelSeed = (
    &'static str,
    &'static str,
    &'static str,
    Option<&'static str>,
    &'static str,
    &'static str,
    &'static str,
    i64,
    bool,
    bool,
    &'static str,
);

const CHANNELS: [ChannelSeed; 3] = [
    (
        demo::NOTIFICATION_CHANNEL_OPS,
        demo::INSTITUTION_ACME,
        "Operations mail",
        Some("Sign-in codes and operator notices"),
        "mail.acme-payments.test",
        "ACTIVE",
        "smtp.acme-payments.test",
        587,
        false,
        true,
        "ops@acme-payments.test",
    ),
    (
        demo::NOTIFICATION_CHANNEL_ALERTS,
        demo::INSTITUTION_ACME,
        "Customer alerts",
        None,
        "alerts.acme-payments.test",
        "INACTIVE",
        "smtp.mailrelay.test",
        465,
        true,
        false,
        "alerts@acme-payments.test",
    ),
    (
        demo::NOTIFICATION_CHANNEL_MARKETING,
        demo::INSTITUTION_GLOBEX,
        "Marketing mail",
        Some("Relay refused the last login"),
        "news.globex-wallet.test",
        "ERROR",
        "smtp.globex-wallet.test",
        2525,
        false,
        false,
        "news@globex-wallet.test",
    ),
];

/// (id, code, value, name, description, status).
const TYPES: [(&str, &str, i64, &str, &str, &str); 5] = [
    (
        "nct_email",
        "EMAIL",
        80010101,
        "Email",
        "Delivery through an SMTP server",
        "ENABLED",
    ),
    (
        "nct_sms",
        "SMS",
        80010102,
        "Text message",
        "Delivery through an SMS gateway",
        "DISABLED",
    ),
    (
        "nct_webhook",
        "WEBHOOK",
        80010103,
        "Webhook",
        "An HTTPS call to a partner endpoint",
        "ENABLED",
    ),
    (
        "nct_push",
        "PUSH",
        80010104,
        "Push notification",
        "Mobile app notifications",
        "DISABLED",
    ),
    (
        "nct_chat",
        "CHAT",
        80010105,
        "Team chat",
        "A message in an operations chat room",
        "ENABLED",
    ),
];

/// Writes the demo channels and types.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    for (n, c) in CHANNELS.iter().enumerate() {
        let created = iso(now - (30 - n as i64) * DAY_MS);
        let channel = NotificationChannel {
            biz_id: c.0.to_owned(),
            institution_biz_id: Some(c.1.to_owned()),
            channel_name: Some(c.2.to_owned()),
            channel_remark: c.3.map(str::to_owned),
            channel_host: Some(c.4.to_owned()),
            channel_category: Some("EMAIL".to_owned()),
            channel_status: Some(c.5.to_owned()),
            email_config: Some(EmailConfig {
                smtp_host: Some(c.6.to_owned()),
                smtp_port: Some(c.7),
                sender_email: Some(c.10.to_owned()),
                sender_name: Some(c.2.to_owned()),
                username: Some(c.10.to_owned()),
                password: Some(demo::NOTIFICATION_SMTP_PASSWORD.to_owned()),
                use_ssl: Some(c.8),
                use_start_tls: Some(c.9),
                connection_timeout: Some(5000),
                read_timeout: Some(10000),
            }),
            created_at: Some(created.clone()),
            updated_at: Some(created),
            created_by: Some(demo::ADMIN_BIZ_ID.to_owned()),
            updated_by: Some(demo::ADMIN_BIZ_ID.to_owned()),
            other: Default::default(),
        };
        notification_channels::save(conn, &channel)?;
    }
    for (n, (biz_id, code, value, name, description, status)) in TYPES.iter().enumerate() {
        let kind = NotificationChannelType {
            biz_id: (*biz_id).to_owned(),
            type_code: Some((*code).to_owned()),
            type_value: Some(*value),
            type_name: Some((*name).to_owned()),
            type_description: Some((*description).to_owned()),
            type_status: Some((*status).to_owned()),
            display_order: Some(n as i64 + 1),
            icon_url: None,
            extra_config: (*code == "EMAIL").then(|| json!({"maxRecipients": 50})),
            created_at: None,
            updated_at: None,
            other: Default::default(),
        };
        notification_channels::insert_type(conn, &kind, now - (60 - n as i64) * DAY_MS)?;
    }
    Ok(())
}
