//! The channel's partial update: prefilled, and sending only the fields that changed.

use leptos::prelude::*;
use portal_api::notification_channels::NotificationChannel;

use super::channel_fields::ChannelFields;
use super::form_values::{fill, read_update, FIELDS};
use crate::api::{self, ApiError};
use crate::components::{send_form, use_toasts, Draft, FormCard, Notice, NoticeKind};
use crate::i18n::{ConfigKey, Message, NotificationKey};

/// Filled from `channel` (and again whenever it changes). Saving sends `bizId` and what
/// differs from it, a password only when one was typed; an unchanged form says so and sends
/// nothing. A refusal keeps everything typed. A save replaces `channel`.
#[component]
pub fn ChannelForm(
    /// The channel as the server has it.
    channel: RwSignal<Option<NotificationChannel>>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::new("channel", &FIELDS);
    let error = RwSignal::new(None::<ApiError>);
    let unchanged = RwSignal::new(None::<Message>);
    let pending = RwSignal::new(false);
    Effect::new(move |_| {
        if let Some(c) = channel.get() {
            draft.clear_errors();
            fill(draft, &c);
        }
    });
    let password_set = Signal::derive(move || {
        channel.with(|c| {
            c.as_ref()
                .and_then(|c| c.email_config.as_ref())
                .and_then(|e| e.password.as_ref())
                .is_some_and(|p| !p.is_empty())
        })
    });
    let submit = Callback::new(move |_| {
        let Some(current) = channel.get_untracked() else {
            return;
        };
        unchanged.set(None);
        let Some(update) = read_update(draft, &current) else {
            return;
        };
        if update.changes_nothing() {
            unchanged.set(Some(ConfigKey::RuleNothingToChange.into()));
            return;
        }
        send_form(
            pending,
            error,
            async move { api::notification_channels::update(&update).await },
            move |saved| {
                toasts.success(ConfigKey::Saved);
                channel.set(Some(saved));
            },
        );
    });
    view! {
        <FormCard
            id="channel-edit-title"
            title=NotificationKey::EditTitle
            intro=NotificationKey::EditIntro
            action=ConfigKey::Save
            pending
            error
            on_submit=submit
        >
            <ChannelFields draft password_set/>
            <Notice message=unchanged kind=NoticeKind::Warning/>
        </FormCard>
    }
}
