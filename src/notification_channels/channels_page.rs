//! `/w/:workspace/notification-channels`: open a channel by its identifier; the channel types.

use futures::FutureExt;
use leptos::prelude::*;

use super::display::{opened, RECENT};
use super::types_section::TypesSection;
use crate::api::{self, ApiError};
use crate::components::{ErrorView, PageHeader};
use crate::i18n::NotificationChannelsKey;
use crate::records::OpenById;
use crate::registry::RecordKind;

/// The contract lists no channels, so a channel is opened by its identifier: it is read first
/// (4040 and every other refusal show here, with the identifier kept), then its page opens.
#[component]
pub fn NotificationChannelsPage() -> impl IntoView {
    let error = RwSignal::new(None::<ApiError>);
    view! {
        <div class="page page--wide">
            <PageHeader title=NotificationChannelsKey::Title intro=NotificationChannelsKey::Intro/>
            <OpenById
                id="channel-open"
                title=NotificationChannelsKey::OpenTitle
                label=NotificationChannelsKey::ChannelId
                action=NotificationChannelsKey::Open
                recent_title=NotificationChannelsKey::Recent
                list=RECENT
                kind=RecordKind::NotificationChannel
                read=|id| async move { api::notification_channels::read(&id).await.map(|c| opened(&c)) }.boxed_local()
                error
            >
                <ErrorView error/>
            </OpenById>
            <TypesSection/>
        </div>
    }
}
