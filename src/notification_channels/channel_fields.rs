//! The fields of the channel form: the channel, then its email delivery.

use leptos::prelude::*;
use portal_api::notification_channels::{
    NotificationChannel, CHANNEL_HOST_MAX, CHANNEL_NAME_MAX, CHANNEL_REMARK_MAX, EMAIL_TEXT_MAX,
};

use super::display::channel_status_options;
use super::form_values::{has_value, Security};
use crate::forms::{Draft, FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, Message, NotificationChannelsKey};

/// Every field of `draft` (see `form_values::FIELDS`). `password_set` says whether the server
/// holds a password, which the password field's hint tells; a number is marked required when
/// `channel` has one.
#[component]
pub fn ChannelFields(
    /// The form's fields.
    draft: Draft,
    /// Whether the channel has a password (the answer shows it masked).
    #[prop(into)]
    password_set: Signal<bool>,
    /// The channel as the server has it.
    channel: RwSignal<Option<NotificationChannel>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let text = move |name: &'static str, label: NotificationChannelsKey, max: usize| {
        view! {
            <FormField
                id=draft.id(name)
                label
                value=draft.value(name)
                error=draft.error(name)
                max_len=max
            />
        }
    };
    let number = move |name: &'static str,
                       label: NotificationChannelsKey,
                       hint: Option<Message>| {
        view! {
            <FormField
                id=draft.id(name)
                label
                value=draft.value(name)
                error=draft.error(name)
                kind=FieldKind::Integer
                hint
                required=channel.with_untracked(|c| c.as_ref().is_some_and(|c| has_value(c, name)))
            />
        }
    };
    let security_options = Signal::derive(move || {
        [
            (Security::None, NotificationChannelsKey::SecurityNone),
            (Security::Ssl, NotificationChannelsKey::SecuritySsl),
            (
                Security::StartTls,
                NotificationChannelsKey::SecurityStartTls,
            ),
        ]
        .into_iter()
        .map(|(s, key)| SelectOption {
            value: s.value().to_owned(),
            label: i18n.t(key).to_owned(),
        })
        .collect::<Vec<_>>()
    });
    let password_hint = Signal::derive(move || {
        Some(Message::from(if password_set.get() {
            NotificationChannelsKey::PasswordSet
        } else {
            NotificationChannelsKey::PasswordNotSet
        }))
    });
    let timeout_hint = || Some(Message::from(NotificationChannelsKey::TimeoutHint));
    view! {
        {text("channelName", NotificationChannelsKey::Name, CHANNEL_NAME_MAX)}
        {text("channelRemark", NotificationChannelsKey::Remark, CHANNEL_REMARK_MAX)}
        {text("channelHost", NotificationChannelsKey::Host, CHANNEL_HOST_MAX)}
        <FormField
            id=draft.id("channelStatus")
            label=NotificationChannelsKey::Status
            value=draft.value("channelStatus")
            error=draft.error("channelStatus")
            kind=FieldKind::Select
            options=Signal::derive(move || channel_status_options(i18n))
        />
        <fieldset class="fieldset form">
            <legend class="fieldset__legend">{move || i18n.t(NotificationChannelsKey::EmailTitle)}</legend>
            {text("smtpHost", NotificationChannelsKey::SmtpHost, EMAIL_TEXT_MAX)}
            {number("smtpPort", NotificationChannelsKey::SmtpPort, None)}
            <FormField
                id=draft.id("security")
                label=NotificationChannelsKey::Security
                value=draft.value("security")
                kind=FieldKind::Select
                options=security_options
            />
            <FormField
                id=draft.id("senderEmail")
                label=NotificationChannelsKey::SenderEmail
                value=draft.value("senderEmail")
                error=draft.error("senderEmail")
                kind=FieldKind::Email
                max_len=EMAIL_TEXT_MAX
            />
            {text("senderName", NotificationChannelsKey::SenderName, EMAIL_TEXT_MAX)}
            {text("username", NotificationChannelsKey::Username, EMAIL_TEXT_MAX)}
            <FormField
                id=draft.id("password")
                label=NotificationChannelsKey::Password
                value=draft.value("password")
                error=draft.error("password")
                kind=FieldKind::Password
                autocomplete="new-password"
                hint=password_hint
                max_len=EMAIL_TEXT_MAX
            />
            {number("connectionTimeout", NotificationChannelsKey::ConnectionTimeout, timeout_hint())}
            {number("readTimeout", NotificationChannelsKey::ReadTimeout, timeout_hint())}
        </fieldset>
    }
}
