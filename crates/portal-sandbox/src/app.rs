//! The router: the areas' routes and those of no area, each under a guard holding their rules,
//! the access-code gate, fallbacks and the outer layers.

use axum::extract::{Request, State};
use axum::middleware::{from_fn_with_state, Next};
use axum::response::Response;
use axum::Router;

use crate::areas::{outside, AREAS};
use crate::auth_context::require_access_code;
use crate::permissions::{self, Rule};
use crate::routes;
use crate::security_headers::set_security_headers;
use crate::state::AppState;
use crate::{cors, dev, extract, static_files};

/// The whole application for `state`.
pub fn router(state: AppState) -> Router {
    let mut api = Router::new();
    for area in AREAS {
        api = api.merge(guarded(&state, (area.routes)(), area.rules));
    }
    for routes in outside::ROUTES {
        api = api.merge(guarded(&state, routes(), outside::RULES));
    }
    let api = api.route_layer(from_fn_with_state(state.clone(), require_access_code));
    let mut router = Router::new()
        .merge(api)
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

/// `routes` under the permission guard holding `rules`: a route missing from them is refused.
fn guarded(state: &AppState, routes: Router<AppState>, rules: &'static [Rule]) -> Router<AppState> {
    routes.route_layer(from_fn_with_state(
        (state.clone(), rules),
        permissions::guard,
    ))
}
