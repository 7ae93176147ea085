//! `GET /recharges/{rechargeBizId}`: one visible recharge.

use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use portal_api::recharges::Recharge;

use crate::db::recharges;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views;

/// 404 `RESOURCE.NOT_FOUND` for a recharge that does not exist or is not visible.
pub fn not_found() -> ApiError {
    crate::not_found::not_found("Recharge")
}

/// The business id in the path; one that does not decode names no recharge.
pub fn biz_id(path: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    crate::not_found::path_id(path, "Recharge")
}

/// The record.
pub async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Recharge> {
    let biz_id = biz_id(path)?;
    let row = app
        .db
        .with(|c| Ok(recharges::by_biz_id(c, &viewer.scope, &biz_id)?))?
        .ok_or_else(not_found)?;
    Ok(Reply::ok(views::recharge::recharge(&row)))
}
