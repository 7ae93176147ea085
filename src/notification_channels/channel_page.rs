//! `/w/:workspace/notification-channels/:channel`: one channel, its activation and its form.

use futures::FutureExt;
use leptos::prelude::*;
use portal_api::EnumValue;

use super::activate_button::ActivateButton;
use super::channel_form::ChannelForm;
use super::display::{opened, RECENT};
use crate::api;
use crate::components::{not_shown, ChangeAccess, EnumBadge, PageHeader};
use crate::i18n::NotificationChannelsKey;
use crate::records::{fields_of, use_record, DetailsCard};
use crate::registry::Area;
use crate::web::{performance, recent_ids};

/// Marks the benchmark reads: the page opened, and its form drawn ready for input.
const OPENED: &str = "channel-opened";
const EDITABLE: &str = "channel-editable";
use crate::registry::use_area_path;

/// Reads the channel (an update naming only its id), then shows its status with "Activate",
/// the edit form and every field through the generic record view. A save or an activation
/// shows the channel as the server answered it.
#[component]
pub fn NotificationChannelPage() -> impl IntoView {
    let list = use_area_path(Area::NotificationChannels);
    let read = use_record("channel", |id| {
        async move { api::notification_channels::read(&id).await }.boxed_local()
    });
    let (biz_id, channel, error, retry) = (read.biz_id, read.record, read.error, read.retry);
    // As read, saved or activated: "Opened recently" shows its name and status as they are.
    crate::reactive::effect(move || {
        channel.with(|c| {
            if let Some(c) = c {
                recent_ids::remember(RECENT, opened(c));
            }
        });
    });
    crate::reactive::effect(move || {
        biz_id.track();
        performance::mark(OPENED);
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
    let fields = Signal::derive(move || channel.with(|c| c.as_ref().and_then(fields_of)));
    view! {
        <div class="page">
            <PageHeader
                back=(list, NotificationChannelsKey::BackToChannels)
                title=Signal::derive(title)
                changes=ChangeAccess::of(Area::NotificationChannels)
            >
                <p class="muted"><code>{move || biz_id.get()}</code>" "{status}</p>
            </PageHeader>
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
                    <DetailsCard id="channel-record" fields/>
                    }
                    .into_any()
                }
                (false, refused) => not_shown(refused, retry),
            }}
        </div>
    }
}
