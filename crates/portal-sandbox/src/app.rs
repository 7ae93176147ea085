//! The router: every area's routes, the access-code gate, fallbacks and the outer layers.

use axum::extract::{Request, State};
use axum::middleware::{from_fn_with_state, Next};
use axum::response::Response;
use axum::Router;

use crate::auth_context::require_access_code;
use crate::routes;
use crate::security_headers::set_security_headers;
use crate::state::AppState;
use crate::{cors, dev, extract, permissions, static_files};

/// The whole application for `state`.
pub fn router(state: AppState) -> Router {
    let tenant = Router::new()
        .merge(routes::secure_channel::routes())
        .merge(routes::auth::routes())
        .merge(routes::registration::routes())
        .merge(routes::profile::routes())
        .merge(routes::invitations::routes())
        .merge(routes::constants::routes())
        .merge(routes::institutions::routes())
        .merge(routes::recharges::routes())
        .merge(routes::recharge_channels::routes())
        .merge(routes::exchange_config::routes())
        .merge(routes::exchanges::routes())
        .merge(routes::withdrawal_channels::routes())
        .merge(routes::tariffs::routes())
        .merge(routes::transfers::routes())
        .merge(routes::wallet_currencies::routes())
        .merge(routes::roles::routes())
        .merge(routes::ip_whitelist::routes())
        .merge(routes::provider_connections::routes())
        .merge(routes::accounts::routes())
        .merge(routes::pending_users::routes())
        .merge(routes::exports::routes())
        .merge(routes::files::routes())
        .merge(routes::referrals::routes())
        .route_layer(from_fn_with_state(state.clone(), permissions::guard))
        .route_layer(from_fn_with_state(state.clone(), require_access_code));
    // The numeric-convention routes (no access code) pass the same guard.
    let numeric = Router::new()
        .merge(routes::workspace_institutions::routes())
        .merge(routes::notification_channels::routes())
        .route_layer(from_fn_with_state(state.clone(), permissions::guard));
    let mut router = Router::new()
        .merge(tenant)
        .merge(numeric)
        .merge(dev::routes())
        .merge(routes::files::link_routes())
        .fallback(static_files::serve)
        .method_not_allowed_fallback(extract::method_not_allowed)
        .layer(from_fn_with_state(state.clone(), count_requests))
        .layer(from_fn_with_state(state.clone(), set_security_headers));
    if let Some(cors) = cors::layer(&state.config.cors_origins) {
        router = router
            .layer(cors)
            .layer(axum::middleware::from_fn(cors::only_for_allowed));
    }
    router.with_state(state)
}

/// Middleware: counts every request in the state's [`crate::stats::Stats`].
async fn count_requests(State(app): State<AppState>, req: Request, next: Next) -> Response {
    app.stats.count(req, next).await
}
