//! The channel's partial update: prefilled, and sending only the fields that changed.

use leptos::prelude::*;
use portal_api::notification_channels::NotificationChannel;

use super::channel_fields::ChannelFields;
use super::form_values::{fill, read_update, rebased, ChannelField};
use crate::api;
use crate::components::{use_toasts, ChangeAccess, Notice, NoticeKind};
use crate::forms::{Draft, FormCard, Sending};
use crate::i18n::{ConfigKey, Message, NotificationChannelsKey};
use crate::registry::Area;

/// Filled from `channel`. Saving sends `bizId` and what differs from it, a password only when
/// one was typed; an unchanged form says so and sends nothing. A refusal keeps everything
/// typed. A save replaces `channel` and fills the form from the answer; a change from
/// elsewhere (activation) updates only the fields the person has not edited.
#[component]
pub fn ChannelForm(
    /// The channel as the server has it.
    channel: RwSignal<Option<NotificationChannel>>,
) -> impl IntoView {
    let toasts = use_toasts();
    let draft = Draft::<ChannelField>::new("channel");
    let sending = Sending::new();
    let unchanged = RwSignal::new(None::<Message>);
    // The channel the fields were filled from, and whether the next change is this form's save.
    let shown = StoredValue::new_local(None::<NotificationChannel>);
    let saved_here = StoredValue::new(false);
    crate::reactive::effect(move || {
        let Some(c) = channel.get() else {
            return;
        };
        match shown.get_value() {
            Some(before) if !saved_here.get_value() => {
                let typed = |field| draft.value(field).get_untracked();
                for (field, value) in rebased(typed, &before, &c) {
                    draft.set(field, value);
                }
            }
            _ => {
                draft.clear_errors();
                fill(draft, &c);
            }
        }
        saved_here.set_value(false);
        shown.set_value(Some(c));
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
        draft.send(
            sending,
            async move { api::notification_channels::update(&update).await },
            move |saved| {
                toasts.success(ConfigKey::Saved);
                saved_here.set_value(true);
                channel.set(Some(saved));
            },
        );
    });
    view! {
        <FormCard
            id="channel-edit-title"
            title=NotificationChannelsKey::EditTitle
            intro=NotificationChannelsKey::EditIntro
            action=ConfigKey::Save
            changes=ChangeAccess::of(Area::NotificationChannels)
            sending
            on_submit=submit
        >
            <ChannelFields draft password_set channel/>
            <Notice message=unchanged kind=NoticeKind::Warning/>
        </FormCard>
    }
}
