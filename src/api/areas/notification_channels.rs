//! Notification channel types (PG-E) and the channel commands (numeric error codes).

use portal_api::notification_channels::{
    ChannelActivate, ChannelTypeQuery, NotificationChannel, NotificationChannelType,
    NotificationChannelUpdate,
};
use portal_api::pagination::PageShape;
use portal_api::{paths, Page};
use serde_json::Value;

use crate::api::paged::with_query;
use crate::api::{core, ApiError, Cause};

/// One page of channel types: the filters in the body, page, size and sort in the query.
pub async fn types(query: &ChannelTypeQuery) -> Result<Page<NotificationChannelType>, ApiError> {
    let path = with_query(paths::NOTIFICATION_CHANNEL_TYPES_QUERY, &query.api_query());
    let data: Value = core::query(&path, &query.filter).await?;
    PageShape::E
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
}

/// A channel as the server has it. The contract has no read: an update naming only `bizId`
/// changes nothing and answers the channel (4040 when there is none).
pub async fn read(biz_id: &str) -> Result<NotificationChannel, ApiError> {
    update(&NotificationChannelUpdate::read(biz_id))
        .await
        .map_err(crate::api::refusal::as_view)
}

/// Changes the fields `body` gives; answers the channel (password masked).
pub async fn update(body: &NotificationChannelUpdate) -> Result<NotificationChannel, ApiError> {
    core::post(paths::NOTIFICATION_CHANNEL_UPDATE, body).await
}

/// Sets the channel ACTIVE; answers the channel.
pub async fn activate(biz_id: &str) -> Result<NotificationChannel, ApiError> {
    let body = ChannelActivate {
        biz_id: biz_id.to_owned(),
    };
    core::post(paths::NOTIFICATION_CHANNEL_ACTIVATE, &body).await
}
