//! Tariff templates (with at most one default) and the tariffs of the workspaces' wallets.

mod template_writes;
mod templates;
mod wallets;

use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;

use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::TARIFF_TEMPLATES, get(templates::list))
        .route(paths::TARIFF_TEMPLATE_DEFAULT, get(templates::default))
        .route(paths::TARIFF_TEMPLATE, get(templates::record))
        .route(paths::TARIFF_TEMPLATE_CREATE, post(template_writes::create))
        .route(paths::TARIFF_TEMPLATE_UPDATE, post(template_writes::update))
        .route(paths::TARIFF_TEMPLATE_DELETE, post(template_writes::delete))
        .route(paths::WALLET_TARIFFS, get(wallets::list))
        .route(paths::WALLET_TARIFF, get(wallets::record))
        .route(paths::WALLET_TARIFF_EXISTS, get(wallets::exists))
        .route(
            paths::WALLET_TARIFFS_WORKSPACE_QUERY,
            post(wallets::of_workspace),
        )
}
