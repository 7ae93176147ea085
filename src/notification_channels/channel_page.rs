//! `/w/:workspace/notification-channels/:channel`: one channel, its activation and its form.

use crate::components::A;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use portal_api::notification_channels::NotificationChannel;
use portal_api::EnumValue;
use serde_json::Value;

use super::activate_button::ActivateButton;
use super::channel_form::ChannelForm;
use super::display::RECENT;
use crate::api::{self, ApiError};
use crate::components::{EnumBadge, ErrorView, LoadingState, RecordView};
use crate::i18n::{use_i18n, ConfigKey, NotificationKey};
use crate::web::{performance, recent_ids};

/// Marks the benchmark reads: the page opened, and its form drawn ready for input.
const OPENED: &str = "channel-opened";
const EDITABLE: &str = "channel-editable";
use crate::workspace::use_area_path;

/// Reads the channel (an update naming only its id), then shows its status with "Activate",
/// the edit form and every field through the generic record view. A save or an activation
/// shows the channel as the server answered it.
#[component]
pub fn NotificationChannelPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let list = use_area_path("notification-channels");
    let biz_id = Memo::new(move |_| params.with(|p| p.get("channel").unwrap_or_default()));
    let channel = RwSignal::new(None::<NotificationChannel>);
    let error = RwSignal::new(None::<ApiError>);
    let load = move |id: String| {
        spawn_local(async move {
            match api::notification_channels::read(&id).await {
                Ok(found) => {
                    recent_ids::remember(RECENT, &found.biz_id);
                    channel.set(Some(found));
                }
                Err(e) => error.set(Some(e)),
            }
        });
    };
    Effect::new(move |_| {
        performance::mark(OPENED);
        channel.set(None);
        error.set(None);
        load(biz_id.get());
    });
    let retry = Callback::new(move |_| {
        error.set(None);
        load(biz_id.get_untracked());
    });
    let ready = Memo::new(move |_| channel.with(Option::is_some));
    let title = move || {
        channel.with(|c| {
            c.as_ref()
                .and_then(|c| c.channel_name.clone())
                .unwrap_or_else(|| biz_id.get())
        })
    };
    let status = move || {
        channel
            .with(|c| c.as_ref().and_then(|c| c.channel_status.clone()))
            .map(|s| view! { <EnumBadge value=EnumValue::Plain(s)/> })
    };
    let record = move || {
        channel.get().and_then(|c| match serde_json::to_value(c) {
            Ok(Value::Object(record)) => Some(view! { <RecordView record/> }),
            _ => None,
        })
    };
    view! {
        <div class="page">
            <header class="page__header">
                <A href=list attr:class="back-link">
                    {move || i18n.t(NotificationKey::BackToChannels)}
                </A>
                <h1>{title}</h1>
                <p class="muted"><code>{move || biz_id.get()}</code>" "{status}</p>
            </header>
            {move || match (ready.get(), error.get()) {
                (true, _) => {
                    request_animation_frame(|| {
                        performance::mark(EDITABLE);
                        performance::measure("channel-form", OPENED, EDITABLE);
                    });
                    view! {
                    <section class="card">
                        <ActivateButton channel/>
                    </section>
                    <ChannelForm channel/>
                    <section class="card" aria-labelledby="channel-record">
                        <h2 id="channel-record" class="card__title">
                            {move || i18n.t(ConfigKey::Details)}
                        </h2>
                        {record}
                    </section>
                    }
                    .into_any()
                }
                (false, Some(e)) => view! { <ErrorView error=e retry/> }.into_any(),
                (false, None) => view! { <LoadingState/> }.into_any(),
            }}
        </div>
    }
}
