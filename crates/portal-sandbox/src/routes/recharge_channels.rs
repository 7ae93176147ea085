//! Recharge channels: listed (PG-B), created, partly updated, and assigned to workspaces.
//! Not scoped: every signed-in caller sees and changes all of them.

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
