//! CORS for the configured origins only (none by default, when the portal is served here).

use std::time::Duration;

use axum::http::header::CONTENT_DISPOSITION;
use axum::http::{HeaderName, HeaderValue, Method};
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
