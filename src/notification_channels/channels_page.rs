//! `/w/:workspace/notification-channels`: open a channel by its identifier; the channel types.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_navigate;

use super::display::RECENT;
use super::types_section::TypesSection;
use crate::api::{self, ApiError};
use crate::components::{ErrorView, OpenById};
use crate::i18n::{use_i18n, NotificationKey};
use crate::web::recent_ids;
use crate::workspace::{record_path, use_area_path};

/// The contract lists no channels, so a channel is opened by its identifier: it is read first
/// (4040 and every other refusal show here, with the identifier kept), then its page opens.
#[component]
pub fn NotificationChannelsPage() -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let base = use_area_path("notification-channels");
    let value = RwSignal::new(String::new());
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let on_open = Callback::new(move |id: String| {
        let navigate = navigate.clone();
        pending.set(true);
        error.set(None);
        spawn_local(async move {
            let result = api::notification_channels::read(&id).await;
            pending.set(false);
            match result {
                Ok(channel) => {
                    recent_ids::remember(RECENT, &channel.biz_id);
                    navigate(&record_path(&base(), &channel.biz_id), Default::default());
                }
                Err(e) => error.set(Some(e)),
            }
        });
    });
    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(NotificationKey::Title)}</h1>
                <p class="muted">{move || i18n.t(NotificationKey::Intro)}</p>
            </header>
            <OpenById
                id="channel-open"
                title=NotificationKey::OpenTitle
                label=NotificationKey::ChannelId
                action=NotificationKey::Open
                recent_title=NotificationKey::Recent
                list=RECENT
                value
                pending
                on_open
            >
                <ErrorView error/>
            </OpenById>
            <TypesSection/>
        </div>
    }
}
