//! `GET /recharges/stats`: totals of the visible recharges, by status and by currency.

use axum::extract::State;

use crate::db::recharges;
use crate::envelope::{ApiResult, Reply};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::recharge_stats::{self, RechargeStats};

/// The stats.
pub async fn stats(State(app): State<AppState>, viewer: Viewer) -> ApiResult<RechargeStats> {
    let groups = app.db.with(|c| Ok(recharges::groups(c, &viewer.scope)?))?;
    Ok(Reply::ok(recharge_stats::stats(&groups)))
}
