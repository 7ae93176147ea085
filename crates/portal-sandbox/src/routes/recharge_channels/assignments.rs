//! `GET` and `POST /recharge-channels/{id}/assignments`: the workspaces that may use a channel.

use axum::extract::State;
use portal_api::recharge_channels::{
    validate_assignment, RechargeChannelAssignment, RechargeChannelAssignmentRequest,
};

use super::stored::RechargeChannels;
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::recharge_channel_assignments::{self as assignments, AssignmentRow};
use crate::db::{institutions, recharge_channels};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::not_found::not_found;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::views::recharge_channel_assignment::assignment;

/// Every assignment of the channel, oldest first (an array, not paged).
pub async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<RechargeChannels>,
) -> ApiResult<Vec<RechargeChannelAssignment>> {
    let rows = app.db.with(|c| {
        recharge_channels::by_biz_id(c, &biz_id)?.ok_or_else(RechargeChannels::unknown)?;
        Ok(assignments::of_channel(c, &biz_id)?)
    })?;
    Ok(Reply::ok(rows.iter().map(assignment).collect()))
}

/// Assigns the channel to the workspace, or changes who pays the fee when it is assigned
/// already; answers the assignment. An unknown channel or workspace is 404.
pub async fn assign(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<RechargeChannels>,
    Json(body): Json<RechargeChannelAssignmentRequest>,
) -> ApiResult<RechargeChannelAssignment> {
    let workspace = body.workspace_biz_id.trim();
    let now = now_ms();
    let row = app.db.with(|c| {
        recharge_channels::by_biz_id(c, &biz_id)?.ok_or_else(RechargeChannels::unknown)?;
        validate_assignment(&body)?;
        institutions::by_biz_id(c, workspace)?.ok_or_else(|| not_found("Workspace"))?;
        assignments::assign(
            c,
            &AssignmentRow {
                biz_id: ids::biz_id("asg"),
                channel_biz_id: biz_id.clone(),
                institution_biz_id: workspace.to_owned(),
                institution_name: String::new(),
                user_fee_model: body.user_fee_model.value(),
                created_at: now,
                updated_at: now,
            },
        )?;
        assignments::one(c, &biz_id, workspace)?
            .ok_or_else(|| ApiError::internal("assignment not stored"))
    })?;
    Ok(Reply::ok(assignment(&row)))
}
