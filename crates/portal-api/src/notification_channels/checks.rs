//! The rules of the channel update and activate bodies and of the channel type filters.

use super::{
    ChannelActivate, ChannelTypeFilter, EmailConfig, NotificationChannelUpdate, CHANNEL_STATUSES,
    TYPE_STATUSES,
};
use crate::validation::{Checks, Rule, ValidationErrors, BIZ_ID_MAX};

/// The longest channel name.
pub const CHANNEL_NAME_MAX: usize = 255;
/// The longest channel remark.
pub const CHANNEL_REMARK_MAX: usize = 255;
/// The longest channel host.
pub const CHANNEL_HOST_MAX: usize = 512;
/// The longest type code filter.
pub const TYPE_CODE_MAX: usize = 32;
/// The longest text field of `emailConfig` (the contract states none; `docs/decisions/contract-gaps.md`).
pub const EMAIL_TEXT_MAX: usize = 255;

/// `bizId` required (at most 64); a given name not blank (at most 255), remark at most 255,
/// host at most 512, status one of [`CHANNEL_STATUSES`], and the given email settings valid.
pub fn validate_channel_update(update: &NotificationChannelUpdate) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("bizId", &update.biz_id, BIZ_ID_MAX);
    if let Some(name) = &update.channel_name {
        checks.required("channelName", name, CHANNEL_NAME_MAX);
    }
    if let Some(remark) = &update.channel_remark {
        checks.max_len("channelRemark", remark, CHANNEL_REMARK_MAX);
    }
    if let Some(host) = &update.channel_host {
        checks.max_len("channelHost", host, CHANNEL_HOST_MAX);
    }
    let status = update.channel_status.as_deref();
    checks.check(
        status.is_some_and(|s| !CHANNEL_STATUSES.contains(&s)),
        "channelStatus",
        Rule::Unknown,
    );
    if let Some(email) = &update.email_config {
        email_config(&mut checks, email);
    }
    checks.finish()
}

/// `bizId` required, at most 64.
pub fn validate_channel_activate(activate: &ChannelActivate) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("bizId", &activate.biz_id, BIZ_ID_MAX);
    checks.finish()
}

/// `bizId` at most 64, `typeCode` at most 32, `typeStatus` ENABLED or DISABLED.
pub fn validate_type_filter(filter: &ChannelTypeFilter) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.max_len("bizId", filter.biz_id.as_deref().unwrap_or(""), BIZ_ID_MAX);
    let code = filter.type_code.as_deref().unwrap_or("");
    checks.max_len("typeCode", code, TYPE_CODE_MAX);
    let status = filter.type_status.as_deref();
    checks.check(
        status.is_some_and(|s| !TYPE_STATUSES.contains(&s)),
        "typeStatus",
        Rule::Unknown,
    );
    checks.finish()
}

/// SMTP host not blank, port 1 to 65535, sender an email address, texts at most 255,
/// timeouts not negative; only the fields given.
fn email_config(checks: &mut Checks, email: &EmailConfig) {
    if let Some(host) = &email.smtp_host {
        checks.required("smtpHost", host, EMAIL_TEXT_MAX);
    }
    if let Some(port) = email.smtp_port {
        checks.range("smtpPort", port, 1, 65535);
    }
    if let Some(sender) = &email.sender_email {
        checks.email("senderEmail", sender.trim());
        checks.max_len("senderEmail", sender, EMAIL_TEXT_MAX);
    }
    for (field, value) in [
        ("senderName", &email.sender_name),
        ("username", &email.username),
        ("password", &email.password),
    ] {
        checks.max_len(field, value.as_deref().unwrap_or(""), EMAIL_TEXT_MAX);
    }
    for (field, value) in [
        ("connectionTimeout", email.connection_timeout),
        ("readTimeout", email.read_timeout),
    ] {
        checks.non_negative(field, value.unwrap_or(0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update() -> NotificationChannelUpdate {
        NotificationChannelUpdate::read("ntc_1")
    }

    #[test]
    fn a_bare_read_passes_and_a_missing_id_does_not() {
        assert_eq!(validate_channel_update(&update()), Ok(()));
        let errors = validate_channel_update(&NotificationChannelUpdate::default()).unwrap_err();
        assert_eq!(errors.rule_of("bizId"), Some(Rule::Required));
        let long = NotificationChannelUpdate::read(&"x".repeat(65));
        assert_eq!(
            validate_channel_update(&long).unwrap_err().rule_of("bizId"),
            Some(Rule::TooLong(64))
        );
        let activate = ChannelActivate::default();
        assert!(validate_channel_activate(&activate).is_err());
    }

    #[test]
    fn each_rule_names_its_field() {
        type Case = (fn(&mut NotificationChannelUpdate), &'static str, Rule);
        fn email(u: &mut NotificationChannelUpdate) -> &mut EmailConfig {
            u.email_config.get_or_insert_with(EmailConfig::default)
        }
        let cases: [Case; 9] = [
            (
                |u| u.channel_name = Some(" ".into()),
                "channelName",
                Rule::Required,
            ),
            (
                |u| u.channel_name = Some("n".repeat(256)),
                "channelName",
                Rule::TooLong(255),
            ),
            (
                |u| u.channel_remark = Some("r".repeat(256)),
                "channelRemark",
                Rule::TooLong(255),
            ),
            (
                |u| u.channel_host = Some("h".repeat(513)),
                "channelHost",
                Rule::TooLong(512),
            ),
            (
                |u| u.channel_status = Some("GONE".into()),
                "channelStatus",
                Rule::Unknown,
            ),
            (
                |u| email(u).smtp_port = Some(0),
                "smtpPort",
                Rule::OutOfRange { min: 1, max: 65535 },
            ),
            (
                |u| email(u).smtp_port = Some(65536),
                "smtpPort",
                Rule::OutOfRange { min: 1, max: 65535 },
            ),
            (
                |u| email(u).sender_email = Some("nobody".into()),
                "senderEmail",
                Rule::NotEmail,
            ),
            (
                |u| email(u).read_timeout = Some(-1),
                "readTimeout",
                Rule::Negative,
            ),
        ];
        for (change, field, rule) in cases {
            let mut u = update();
            change(&mut u);
            let errors = validate_channel_update(&u).unwrap_err();
            assert_eq!(errors.rule_of(field), Some(rule), "{errors}");
        }
        let mut fine = update();
        *email(&mut fine) = EmailConfig {
            smtp_port: Some(65535),
            sender_email: Some("ops@example.com".into()),
            ..EmailConfig::default()
        };
        fine.channel_status = Some("PENDING".into());
        assert_eq!(validate_channel_update(&fine), Ok(()));
    }

    #[test]
    fn type_filters() {
        let mut filter = ChannelTypeFilter::default();
        assert_eq!(validate_type_filter(&filter), Ok(()));
        filter.type_code = Some("C".repeat(33));
        filter.type_status = Some("ON".into());
        let errors = validate_type_filter(&filter).unwrap_err();
        assert_eq!(errors.rule_of("typeCode"), Some(Rule::TooLong(32)));
        assert_eq!(errors.rule_of("typeStatus"), Some(Rule::Unknown));
    }
}
