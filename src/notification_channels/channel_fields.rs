//! The fields of the channel form: the channel, then its email delivery.

use leptos::prelude::*;
use portal_api::notification_channels::{
    NotificationChannel, CHANNEL_HOST_MAX, CHANNEL_NAME_MAX, CHANNEL_REMARK_MAX, EMAIL_TEXT_MAX,
};

use super::display::channel_status_options;
use super::form_values::{has_value, ChannelField, Security};
use crate::forms::{Draft, FieldKind, FormField, SelectOption};
use crate::i18n::{use_i18n, Message, NotificationChannelsKey};

/// Every field of `draft` (see [`ChannelField`]). `password_set` says whether the server
/// holds a password, which the password field's hint tells; a number is marked required when
/// `channel` has one.
#[component]
pub fn ChannelFields(
    /// The form's fields.
    draft: Draft<ChannelField>,
    /// Whether the channel has a password (the answer shows it masked).
    #[prop(into)]
    password_set: Signal<bool>,
    /// The channel as the server has it.
    channel: RwSignal<Option<NotificationChannel>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let text = move |name: ChannelField, label: NotificationChannelsKey, max: usize| {
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
    let number = move |name: ChannelField,
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
        {text(ChannelField::ChannelName, NotificationChannelsKey::Name, CHANNEL_NAME_MAX)}
        {text(ChannelField::ChannelRemark, NotificationChannelsKey::Remark, CHANNEL_REMARK_MAX)}
        {text(ChannelField::ChannelHost, NotificationChannelsKey::Host, CHANNEL_HOST_MAX)}
        <FormField
            id=draft.id(ChannelField::ChannelStatus)
            label=NotificationChannelsKey::Status
            value=draft.value(ChannelField::ChannelStatus)
            error=draft.error(ChannelField::ChannelStatus)
            kind=FieldKind::Select
            options=Signal::derive(move || channel_status_options(i18n))
        />
        <fieldset class="fieldset form">
            <legend class="fieldset__legend">{move || i18n.t(NotificationChannelsKey::EmailTitle)}</legend>
            {text(ChannelField::SmtpHost, NotificationChannelsKey::SmtpHost, EMAIL_TEXT_MAX)}
            {number(ChannelField::SmtpPort, NotificationChannelsKey::SmtpPort, None)}
            <FormField
                id=draft.id(ChannelField::Security)
                label=NotificationChannelsKey::Security
                value=draft.value(ChannelField::Security)
                kind=FieldKind::Select
                options=security_options
            />
            <FormField
                id=draft.id(ChannelField::SenderEmail)
                label=NotificationChannelsKey::SenderEmail
                value=draft.value(ChannelField::SenderEmail)
                error=draft.error(ChannelField::SenderEmail)
                kind=FieldKind::Email
                max_len=EMAIL_TEXT_MAX
            />
            {text(ChannelField::SenderName, NotificationChannelsKey::SenderName, EMAIL_TEXT_MAX)}
            {text(ChannelField::Username, NotificationChannelsKey::Username, EMAIL_TEXT_MAX)}
            <FormField
                id=draft.id(ChannelField::Password)
                label=NotificationChannelsKey::Password
                value=draft.value(ChannelField::Password)
                error=draft.error(ChannelField::Password)
                kind=FieldKind::Password
                autocomplete="new-password"
                hint=password_hint
                max_len=EMAIL_TEXT_MAX
            />
            {number(ChannelField::ConnectionTimeout, NotificationChannelsKey::ConnectionTimeout, timeout_hint())}
            {number(ChannelField::ReadTimeout, NotificationChannelsKey::ReadTimeout, timeout_hint())}
        </fieldset>
    }
}
