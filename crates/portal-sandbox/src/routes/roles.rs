//! Roles of the caller's workspace, their permissions, and the permission tree.

mod reads;
mod workspace;
mod writes;

use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;

use crate::state::AppState;
pub use workspace::Workspace;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::ROLES, get(reads::list).post(writes::create))
        .route(paths::PERMISSION_TREE, get(reads::tree))
        .route(paths::ROLE, get(reads::record))
        .route(paths::ROLE_PERMISSIONS, get(reads::permissions))
        .route(paths::ROLE_DELETE, post(writes::delete))
        .route(paths::ROLE_SET_PERMISSIONS, post(writes::set_permissions))
        .route(paths::ROLE_UPDATE, post(writes::update))
}
