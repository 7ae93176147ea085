//! Recharge channels and their workspace assignments.

use portal_api::paths;
use portal_api::recharge_channels::{
    RechargeChannel, RechargeChannelAssignment, RechargeChannelAssignmentRequest,
    RechargeChannelRequest, RechargeChannelUpdate,
};
use portal_api::{ErrorCode, Page, PageRequest};

use crate::api::paged::{all_pages, get_page_b};
use crate::api::{core, unshown, ApiError};

/// One page of recharge channels.
pub async fn list(page: PageRequest) -> Result<Page<RechargeChannel>, ApiError> {
    get_page_b(paths::RECHARGE_CHANNELS, page).await
}

/// Every recharge channel (all pages).
pub async fn all() -> Result<Vec<RechargeChannel>, ApiError> {
    all_pages(list).await
}

/// One channel by business id. The contract has no endpoint for one channel, so this reads
/// the list; a channel that is not in it is `RESOURCE.NOT_FOUND`.
pub async fn find(biz_id: &str) -> Result<RechargeChannel, ApiError> {
    all()
        .await?
        .into_iter()
        .find(|c| c.biz_id == biz_id)
        .ok_or(ApiError::Server {
            status: 404,
            code: ErrorCode::ResourceNotFound,
            message: None,
        })
}

/// Creates a recharge channel; the created record when the server returns it.
pub async fn create(body: &RechargeChannelRequest) -> Result<Option<RechargeChannel>, ApiError> {
    unshown::post(paths::RECHARGE_CHANNELS, body).await
}

/// Changes the fields `body` gives; the updated record when the server returns it.
pub async fn update(
    biz_id: &str,
    body: &RechargeChannelUpdate,
) -> Result<Option<RechargeChannel>, ApiError> {
    unshown::post(
        &paths::fill(paths::RECHARGE_CHANNEL_UPDATE, &[biz_id]),
        body,
    )
    .await
}

/// The workspaces the channel is assigned to.
pub async fn assignments(biz_id: &str) -> Result<Vec<RechargeChannelAssignment>, ApiError> {
    core::get(&paths::fill(paths::RECHARGE_CHANNEL_ASSIGNMENTS, &[biz_id])).await
}

/// Assigns the channel to a workspace (or changes who pays its fee there); the assignment
/// when the server returns it.
pub async fn assign(
    biz_id: &str,
    body: &RechargeChannelAssignmentRequest,
) -> Result<Option<RechargeChannelAssignment>, ApiError> {
    unshown::post(
        &paths::fill(paths::RECHARGE_CHANNEL_ASSIGNMENTS, &[biz_id]),
        body,
    )
    .await
}
