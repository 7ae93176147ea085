//! The channel form's values: filled from a channel, and the partial update of what changed.

use portal_api::notification_channels::{
    validate_channel_update, EmailConfig, NotificationChannel, NotificationChannelUpdate,
};
use portal_api::validation::Rule;

use leptos::prelude::{GetUntracked, Set};

use crate::forms::{form_fields, Draft};
use crate::i18n::NotificationChannelsKey;

form_fields! {
    /// The channel form's fields.
    pub enum ChannelField {
        ChannelName = "channelName",
        ChannelRemark = "channelRemark",
        ChannelHost = "channelHost",
        ChannelStatus = "channelStatus",
        SmtpHost = "smtpHost",
        SmtpPort = "smtpPort",
        SenderEmail = "senderEmail",
        SenderName = "senderName",
        Username = "username",
        Password = "password",
        /// One choice for `useSsl` and `useStartTls`.
        Security = "security",
        ConnectionTimeout = "connectionTimeout",
        ReadTimeout = "readTimeout",
    }
}

/// How the SMTP connection is secured: one choice for the two flags, so both cannot be set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// Neither flag.
    None,
    /// `useSsl`.
    Ssl,
    /// `useStartTls`.
    StartTls,
}

impl Security {
    /// The choice the flags make (SSL wins if a server sets both).
    pub fn of(ssl: bool, start_tls: bool) -> Self {
        match (ssl, start_tls) {
            (true, _) => Self::Ssl,
            (false, true) => Self::StartTls,
            _ => Self::None,
        }
    }

    /// The select's value.
    pub fn value(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Ssl => "ssl",
            Self::StartTls => "starttls",
        }
    }

    fn parse(value: &str) -> Self {
        match value {
            "ssl" => Self::Ssl,
            "starttls" => Self::StartTls,
            _ => Self::None,
        }
    }
}

/// What the form holds, read as typed values. No `Debug`: it holds a new SMTP password.
#[derive(Clone, PartialEq, Eq)]
pub struct Typed {
    pub name: String,
    pub remark: String,
    pub host: String,
    pub status: String,
    pub smtp_host: String,
    /// Empty (`None`) only where the channel has none.
    pub smtp_port: Option<i64>,
    pub sender_email: String,
    pub sender_name: String,
    pub username: String,
    /// A new password; empty keeps the one set.
    pub new_password: String,
    pub security: Security,
    pub connection_timeout: Option<i64>,
    pub read_timeout: Option<i64>,
}

fn text(value: &Option<String>) -> String {
    value.clone().unwrap_or_default()
}

fn email(channel: &NotificationChannel) -> EmailConfig {
    channel.email_config.clone().unwrap_or_default()
}

/// Every field's text as `channel` fills it. The password is empty: the server's value is
/// only a mask.
fn values(channel: &NotificationChannel) -> [(ChannelField, String); 13] {
    let e = email(channel);
    let number = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    let security = Security::of(e.use_ssl.unwrap_or(false), e.use_start_tls.unwrap_or(false));
    [
        (ChannelField::ChannelName, text(&channel.channel_name)),
        (ChannelField::ChannelRemark, text(&channel.channel_remark)),
        (ChannelField::ChannelHost, text(&channel.channel_host)),
        (ChannelField::ChannelStatus, text(&channel.channel_status)),
        (ChannelField::SmtpHost, text(&e.smtp_host)),
        (ChannelField::SmtpPort, number(e.smtp_port)),
        (ChannelField::SenderEmail, text(&e.sender_email)),
        (ChannelField::SenderName, text(&e.sender_name)),
        (ChannelField::Username, text(&e.username)),
        (ChannelField::Password, String::new()),
        (ChannelField::Security, security.value().to_owned()),
        (
            ChannelField::ConnectionTimeout,
            number(e.connection_timeout),
        ),
        (ChannelField::ReadTimeout, number(e.read_timeout)),
    ]
}

/// Whether `channel` has a value for `field`: its SMTP port and timeouts are required only
/// then (see [`read_update`]).
pub fn has_value(channel: &NotificationChannel, field: ChannelField) -> bool {
    values(channel)
        .iter()
        .any(|(f, value)| *f == field && !value.is_empty())
}

/// Fills every field from `channel`.
pub fn fill(draft: Draft<ChannelField>, channel: &NotificationChannel) {
    for (field, value) in values(channel) {
        draft.set(field, value);
    }
}

/// The fields to change when the channel changed from `before` to `after` by something other
/// than this form (activation): those still showing `before`'s value. A field the person
/// edited keeps what they typed.
pub fn rebased(
    typed: impl Fn(ChannelField) -> String,
    before: &NotificationChannel,
    after: &NotificationChannel,
) -> Vec<(ChannelField, String)> {
    values(before)
        .into_iter()
        .zip(values(after))
        .filter(|((name, old), (_, new))| old != new && typed(*name) == *old)
        .map(|(_, changed)| changed)
        .collect()
}

/// Whether `typed` is the mask an answer shows in place of the password (`shown`), or looks
/// like one (asterisks or dots alone), rather than a password.
fn is_mask(typed: &str, shown: Option<&str>) -> bool {
    !typed.is_empty() && (Some(typed) == shown || typed.chars().all(|c| matches!(c, '*' | '•')))
}

/// The fields that differ from `current`, as the update's body: only changed fields, and a
/// password only when one was typed (never the mask sent back).
pub fn diff(current: &NotificationChannel, typed: &Typed) -> NotificationChannelUpdate {
    fn changed<T: PartialEq + Clone>(now: Option<T>, typed: &T, empty: T) -> Option<T> {
        (now.unwrap_or(empty) != *typed).then(|| typed.clone())
    }
    let e = email(current);
    let s = |v: &String| v.clone();
    let security = Security::of(e.use_ssl.unwrap_or(false), e.use_start_tls.unwrap_or(false));
    let flags = (security != typed.security).then_some(typed.security);
    let email_config = EmailConfig {
        smtp_host: changed(e.smtp_host, &s(&typed.smtp_host), String::new()),
        smtp_port: (e.smtp_port != typed.smtp_port)
            .then_some(typed.smtp_port)
            .flatten(),
        sender_email: changed(e.sender_email, &s(&typed.sender_email), String::new()),
        sender_name: changed(e.sender_name, &s(&typed.sender_name), String::new()),
        username: changed(e.username, &s(&typed.username), String::new()),
        password: Some(typed.new_password.clone()).filter(|p| !p.is_empty()),
        use_ssl: flags.map(|f| f == Security::Ssl),
        use_start_tls: flags.map(|f| f == Security::StartTls),
        connection_timeout: (e.connection_timeout != typed.connection_timeout)
            .then_some(typed.connection_timeout)
            .flatten(),
        read_timeout: (e.read_timeout != typed.read_timeout)
            .then_some(typed.read_timeout)
            .flatten(),
    };
    NotificationChannelUpdate {
        biz_id: current.biz_id.clone(),
        channel_name: changed(current.channel_name.clone(), &typed.name, String::new()),
        channel_remark: changed(current.channel_remark.clone(), &typed.remark, String::new()),
        channel_host: changed(current.channel_host.clone(), &typed.host, String::new()),
        channel_status: changed(current.channel_status.clone(), &typed.status, String::new()),
        email_config: (!email_config.is_empty()).then_some(email_config),
    }
}

/// Reads the form: every field as its typed value, then the update of what changed, checked
/// by portal-api's rules (the sandbox's own); `None` with the refusals beside the fields.
/// A number that does not read is refused, and the rules still run on the rest (the channel's
/// own value standing in for it), so every mistake shows at once.
pub fn read_update(
    draft: Draft<ChannelField>,
    current: &NotificationChannel,
) -> Option<NotificationChannelUpdate> {
    let check = move |update: &NotificationChannelUpdate, whole: bool| {
        if let Err(mut errors) = validate_channel_update(update) {
            // A number left unread may be the only change: that is not "nothing to change".
            errors
                .0
                .retain(|e| whole || e.rule != Rule::NothingToChange);
            draft.refuse(&errors);
        }
    };
    draft.read_checked(
        |d| {
            // Required once the channel has a value; left empty where it has none, so a
            // channel without email settings can be renamed without inventing them.
            let e = email(current);
            let number = |field: ChannelField, had: Option<i64>| {
                if had.is_none() && d.text(field).is_empty() {
                    Some(None)
                } else {
                    d.integer(field, true).map(Some)
                }
            };
            let port = number(ChannelField::SmtpPort, e.smtp_port);
            let connection_timeout = number(ChannelField::ConnectionTimeout, e.connection_timeout);
            let read_timeout = number(ChannelField::ReadTimeout, e.read_timeout);
            let whole = port.is_some() && connection_timeout.is_some() && read_timeout.is_some();
            let typed = Typed {
                name: d.text(ChannelField::ChannelName),
                remark: d.text(ChannelField::ChannelRemark),
                host: d.text(ChannelField::ChannelHost),
                status: d.text(ChannelField::ChannelStatus),
                smtp_host: d.text(ChannelField::SmtpHost),
                smtp_port: port.unwrap_or(e.smtp_port),
                sender_email: d.text(ChannelField::SenderEmail),
                sender_name: d.text(ChannelField::SenderName),
                username: d.text(ChannelField::Username),
                new_password: d.value(ChannelField::Password).get_untracked(),
                security: Security::parse(&d.text(ChannelField::Security)),
                connection_timeout: connection_timeout.unwrap_or(e.connection_timeout),
                read_timeout: read_timeout.unwrap_or(e.read_timeout),
            };
            // The mask shown in place of the password is not a password: sent, it would
            // become the channel's password.
            if is_mask(&typed.new_password, e.password.as_deref()) {
                d.error(ChannelField::Password)
                    .set(Some(NotificationChannelsKey::PasswordIsMask.into()));
            }
            let update = diff(current, &typed);
            if whole {
                Some(update)
            } else {
                check(&update, false);
                None
            }
        },
        |update| check(update, true),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn channel() -> NotificationChannel {
        serde_json::from_value(serde_json::json!({
            "bizId": "ntc_1", "channelName": "Mail", "channelRemark": null,
            "channelHost": "mail.test", "channelStatus": "ACTIVE",
            "emailConfig": {"smtpHost": "smtp.test", "smtpPort": 587,
                "senderEmail": "a@mail.test", "senderName": "A", "username": "a",
                "password": "******", "useSsl": false, "useStartTls": true,
                "connectionTimeout": 5000, "readTimeout": 10000}
        }))
        .unwrap()
    }

    fn as_typed(c: &NotificationChannel) -> Typed {
        let e = c.email_config.clone().unwrap();
        Typed {
            name: text(&c.channel_name),
            remark: text(&c.channel_remark),
            host: text(&c.channel_host),
            status: text(&c.channel_status),
            smtp_host: text(&e.smtp_host),
            smtp_port: e.smtp_port,
            sender_email: text(&e.sender_email),
            sender_name: text(&e.sender_name),
            username: text(&e.username),
            new_password: String::new(),
            security: Security::of(e.use_ssl.unwrap(), e.use_start_tls.unwrap()),
            connection_timeout: e.connection_timeout,
            read_timeout: e.read_timeout,
        }
    }

    #[test]
    fn the_mask_typed_is_not_taken_for_a_password() {
        assert!(is_mask("******", Some("******")));
        assert!(is_mask("••••", None));
        assert!(is_mask("[hidden]", Some("[hidden]")));
        assert!(!is_mask("", Some("******")));
        assert!(!is_mask("n3w*secret", Some("******")));
    }

    #[test]
    fn an_untouched_form_changes_nothing_and_never_sends_the_mask() {
        let update = diff(&channel(), &as_typed(&channel()));
        assert!(update.changes_nothing(), "{update:?}");
        let body = serde_json::to_value(&update).unwrap();
        assert_eq!(body, serde_json::json!({"bizId": "ntc_1"}));
    }

    #[test]
    fn only_changed_fields_are_sent() {
        let mut typed = as_typed(&channel());
        typed.name = "Ops mail".into();
        let body = serde_json::to_value(diff(&channel(), &typed)).unwrap();
        assert_eq!(
            body,
            serde_json::json!({"bizId": "ntc_1", "channelName": "Ops mail"})
        );

        typed.smtp_port = Some(465);
        typed.security = Security::Ssl;
        typed.new_password = "n3w secret".into();
        typed.remark = "relay".into();
        let body = serde_json::to_value(diff(&channel(), &typed)).unwrap();
        assert_eq!(
            body,
            serde_json::json!({"bizId": "ntc_1", "channelName": "Ops mail", "channelRemark": "relay",
                "emailConfig": {"smtpPort": 465, "password": "n3w secret", "useSsl": true,
                    "useStartTls": false}})
        );
    }

    #[test]
    fn an_activation_changes_only_untouched_fields() {
        let before = channel();
        let mut after = channel();
        after.channel_status = Some("ACTIVE".into());
        after.channel_name = Some("Mail (renamed elsewhere)".into());
        let mut shown = channel();
        shown.channel_status = Some("INACTIVE".into());
        let before_inactive = shown.clone();
        let typed = |field: ChannelField| match field {
            ChannelField::ChannelName => "Mail typed".to_owned(),
            ChannelField::SmtpHost => "smtp.typed".to_owned(),
            other => values(&before_inactive)
                .into_iter()
                .find(|(f, _)| *f == other)
                .map(|(_, v)| v)
                .unwrap_or_default(),
        };
        let changes = rebased(typed, &before_inactive, &after);
        assert_eq!(
            changes,
            vec![(ChannelField::ChannelStatus, "ACTIVE".to_owned())]
        );
        assert!(rebased(|_| String::new(), &before, &before).is_empty());
    }

    #[test]
    fn a_channel_without_email_settings_is_renamed_without_inventing_them() {
        use leptos::prelude::Owner;
        let mut bare = channel();
        bare.email_config = None;
        Owner::new().with(|| {
            let draft = Draft::<ChannelField>::new("t");
            fill(draft, &bare);
            draft.set(ChannelField::ChannelName, "Renamed");
            let update = read_update(draft, &bare).expect("no field refused");
            let body = serde_json::to_value(&update).unwrap();
            assert_eq!(
                body,
                serde_json::json!({"bizId": "ntc_1", "channelName": "Renamed"})
            );
        });
    }

    #[test]
    fn security_is_one_choice() {
        assert_eq!(Security::of(true, true), Security::Ssl);
        assert_eq!(
            Security::parse(Security::StartTls.value()),
            Security::StartTls
        );
    }

    #[test]
    fn numbers_are_required_only_where_the_channel_has_them() {
        let mut channel: NotificationChannel = serde_json::from_value(serde_json::json!({
            "bizId": "ntc_a",
            "emailConfig": {"smtpHost": "smtp.test", "smtpPort": 587}
        }))
        .unwrap();
        assert!(has_value(&channel, ChannelField::SmtpPort));
        assert!(!has_value(&channel, ChannelField::ConnectionTimeout));
        channel.email_config = None;
        assert!(!has_value(&channel, ChannelField::SmtpPort));
    }
}
