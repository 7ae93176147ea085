//! Recharge orders: the queue, one record, confirm and reject (one or a batch), stats.

mod batch;
mod decide;
mod list;
mod record;
mod stats;

use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;

use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::RECHARGES, get(list::list))
        .route(paths::RECHARGES_STATS, get(stats::stats))
        .route(paths::RECHARGE, get(record::record))
        .route(paths::RECHARGE_CONFIRM, post(decide::confirm))
        .route(paths::RECHARGE_REJECT, post(decide::reject))
        .route(paths::RECHARGES_BATCH_CONFIRM, post(batch::confirm))
        .route(paths::RECHARGES_BATCH_REJECT, post(batch::reject))
}
