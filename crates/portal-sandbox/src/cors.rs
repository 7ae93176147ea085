//! CORS for the configured origins only (none by default, when the portal is served here).

use std::time::Duration;

use axum::extract::Request;
use axum::http::header::{ACCESS_CONTROL_ALLOW_ORIGIN, CONTENT_DISPOSITION};
use axum::http::{HeaderName, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::Response;
use tower_http::cors::{AllowOrigin, CorsLayer};

/// Request headers the portal sends.
const ALLOWED_HEADERS: [&str; 14] = [
    "content-type",
    "authorization",
    "accept",
    "accept-language",
    "x-portal-access-code",
    "x-secure-channel-session-id",
    "x-workspace-id",
    "x-request-id",
    "x-client-hash",
    "x-locale",
    "x-forwarded-proto",
    "cf-connecting-ip",
    "cf-ray",
    "cf-ipcountry",
];

/// The layer for these origins, or `None` when there are none.
pub fn layer(origins: &[String]) -> Option<CorsLayer> {
    let origins: Vec<HeaderValue> = origins
        .iter()
        .filter_map(|o| HeaderValue::from_str(o.trim_end_matches('/')).ok())
        .collect();
    if origins.is_empty() {
        return None;
    }
    Some(
        CorsLayer::new()
            .allow_origin(AllowOrigin::list(origins))
            .allow_methods([Method::GET, Method::POST])
            .allow_headers(ALLOWED_HEADERS.map(HeaderName::from_static))
            // Downloads (exports, files) name their file in this header, which CORS hides.
            .expose_headers([CONTENT_DISPOSITION])
            .max_age(Duration::from_secs(600)),
    )
}

/// Middleware outside the CORS layer: an answer to an origin not allowed (no
/// `Access-Control-Allow-Origin`) loses the other `Access-Control-*` headers the layer adds to
/// every preflight, so other origins get no CORS headers at all.
pub async fn only_for_allowed(req: Request, next: Next) -> Response {
    let mut response = next.run(req).await;
    let headers = response.headers_mut();
    if !headers.contains_key(ACCESS_CONTROL_ALLOW_ORIGIN) {
        let cors: Vec<HeaderName> = headers
            .keys()
            .filter(|name| name.as_str().starts_with("access-control-"))
            .cloned()
            .collect();
        for name in cors {
            headers.remove(name);
        }
    }
    response
}
