//! `GET /recharges/{rechargeBizId}`: one visible recharge.

use axum::extract::State;
use portal_api::recharges::Recharge;

use crate::db::recharges;
use crate::envelope::{ApiResult, Reply};
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views;

not_found_record!(
    /// Recharges, by id: 404 `RESOURCE.NOT_FOUND` for one that does not exist or is not
    /// visible.
    Recharges,
    "Recharge"
);

/// The record.
pub async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Recharges>,
) -> ApiResult<Recharge> {
    let row = id.seen_by(&app, &viewer, recharges::by_biz_id)?;
    Ok(Reply::ok(views::recharge::recharge(&row)))
}
