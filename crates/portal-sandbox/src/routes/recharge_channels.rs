//! Recharge channels: listed (PG-B), created, partly updated, and assigned to workspaces.
//! Platform-wide: readers need `recharge_channels:read`; writes `recharge_channels:write` in the
//! service workspace (`crate::permissions`).

mod assignments;
mod create;
mod list;
mod stored;
mod update;

use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;

use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            paths::RECHARGE_CHANNELS,
            get(list::list).post(create::create),
        )
        .route(paths::RECHARGE_CHANNEL_UPDATE, post(update::update))
        .route(
            paths::RECHARGE_CHANNEL_ASSIGNMENTS,
            get(assignments::list).post(assignments::assign),
        )
}
