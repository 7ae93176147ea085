//! "Activate" for a channel that is not active, after a confirmation naming the channel.

use leptos::prelude::*;
use portal_api::notification_channels::NotificationChannel;

use crate::api;
use crate::components::{use_toasts, Button, ChangeAccess, Notice};
use crate::forms::ConfirmDialog;
use crate::forms::Sending;
use crate::i18n::{use_i18n, Message, NotificationChannelsKey};
use crate::registry::Area;

/// Shows the button while the channel is not ACTIVE (a note when it is); confirming sets it
/// ACTIVE and replaces `channel` with the answer.
#[component]
pub fn ActivateButton(
    /// The channel as the server has it.
    channel: RwSignal<Option<NotificationChannel>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let open = RwSignal::new(false);
    let sending = Sending::new();
    let error = sending.error;
    let active = Memo::new(move |_| {
        channel.with(|c| {
            c.as_ref()
                .is_some_and(|c| c.channel_status.as_deref() == Some("ACTIVE"))
        })
    });
    let intro = Signal::derive(move || {
        let name = channel.with(|c| {
            c.as_ref()
                .map(|c| c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone()))
                .unwrap_or_default()
        });
        i18n.tf(NotificationChannelsKey::ActivateIntro, &[("name", &name)])
    });
    let on_confirm = Callback::new(move |_| {
        let Some(id) = channel.with_untracked(|c| c.as_ref().map(|c| c.biz_id.clone())) else {
            return;
        };
        sending.send(
            async move { api::notification_channels::activate(&id).await },
            move |saved| {
                toasts.success(NotificationChannelsKey::Activated);
                channel.set(Some(saved));
                open.set(false);
            },
        );
    });
    let ask = Callback::new(move |_| {
        error.set(None);
        open.set(true);
    });
    view! {
        {move || {
            if active.get() {
                view! { <Notice message=Message::from(NotificationChannelsKey::IsActive)/> }.into_any()
            } else {
                view! { <Button label=NotificationChannelsKey::Activate on_click=ask changes=ChangeAccess::of(Area::NotificationChannels)/> }.into_any()
            }
        }}
        <ConfirmDialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="channel-activate-dialog"
            title=Signal::stored(NotificationChannelsKey::ActivateTitle.into())
            intro
            action=Signal::stored(NotificationChannelsKey::Activate.into())
            danger=Signal::stored(false)
            changes=ChangeAccess::of(Area::NotificationChannels)
            sending
            on_confirm
        />
    }
}
