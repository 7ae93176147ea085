//! The built portal from the dist folder: files, SPA fallback to index.html, cache headers.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt as _;
use tower_http::services::{ServeDir, ServeFile};

use crate::codes;
use crate::extract::unknown_path;
use crate::service_portal::{self, Served};
use crate::state::AppState;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";

/// Shown at every page route while `dist/index.html` does not exist.
const NOT_BUILT: &str = "<!doctype html>
<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Portal not built</title></head>
<body><h1>The portal is not built yet</h1>
<p>The sandbox API is running, but there is no <code>index.html</code> in the dist folder.</p>
<p>Build the portal with <code>trunk build --release</code> at the repository root, then restart
the sandbox with <code>--dist dist</code> (or reload this page).</p></body></html>
";

/// Router fallback: unknown `/web/` and `/__sandbox/` paths get a 404 envelope; other GET and
/// HEAD requests get a file of the dist folder, else index.html (client-side routes). Under
/// `/service/` the same build is the service portal (`service_portal`).
pub async fn serve(State(app): State<AppState>, req: Request) -> Response {
    let path = req.uri().path().to_owned();
    if path.starts_with("/web/") || path.starts_with("/__sandbox/") {
        return unknown_path().into_response();
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return codes::method_not_allowed().into_response();
    }
    match service_portal::route(req) {
        Served::Folder => service_portal::folder(),
        Served::Config => service_portal::config(&app),
        Served::TenantConfig => service_portal::tenant_config(&app),
        Served::Root(req) => serve_dist(&app, req, true).await,
        Served::Elsewhere(req) => serve_dist(&app, req, false).await,
    }
}

/// A file of the dist folder, else index.html; `service` serves index.html as the service
/// portal's.
async fn serve_dist(app: &AppState, req: Request, service: bool) -> Response {
    let path = req.uri().path().to_owned();
    let dist = &app.config.dist_dir;
    let index = dist.join("index.html");
    if service && (path == "/" || path == "/index.html") && index.is_file() {
        return service_index(&index);
    }
    let cache = cache_control(&path);
    let response = match ServeDir::new(dist).oneshot(req).await {
        Ok(response) => response.map(Body::new),
        Err(never) => match never {},
    };
    if response.status() != StatusCode::NOT_FOUND {
        return with_cache(response, cache);
    }
    // A missing script, module, style sheet or hashed asset is a 404: index.html in its place
    // would be run or parsed as something it is not (and cached as immutable).
    if is_asset(&path) {
        return unknown_path().into_response();
    }
    if !index.is_file() {
        return (
            StatusCode::OK,
            [(CONTENT_TYPE, "text/html; charset=utf-8")],
            NOT_BUILT,
        )
            .into_response();
    }
    if service {
        return service_index(&index);
    }
    let request = Request::new(Body::empty());
    let response = match ServeFile::new(index).oneshot(request).await {
        Ok(response) => response.map(Body::new),
        Err(never) => match never {},
    };
    with_cache(response, NO_CACHE)
}

fn service_index(index: &std::path::Path) -> Response {
    match std::fs::read_to_string(index) {
        Ok(html) => service_portal::index(&html),
        Err(_) => unknown_path().into_response(),
    }
}

fn with_cache(mut response: Response, value: &'static str) -> Response {
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        response
            .headers_mut()
            .insert(CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}

/// Content-hashed names are immutable; everything else (index.html, config.json, favicon)
/// is revalidated on every use.
pub fn cache_control(path: &str) -> &'static str {
    let name = path.rsplit('/').next().unwrap_or_default();
    if is_hashed(name) {
        IMMUTABLE
    } else {
        NO_CACHE
    }
}

/// Extensions of files the page loads as code or style, never a client-side route.
const ASSET_EXTENSIONS: [&str; 6] = ["js", "mjs", "wasm", "css", "map", "json"];

/// Whether the path's last segment names a built asset (a hashed name, or a script, module,
/// style sheet or source map) rather than a client-side route such as `/w/abc/recharges`.
pub fn is_asset(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or_default();
    is_hashed(name)
        || name.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty() && ASSET_EXTENSIONS.contains(&ext.to_ascii_lowercase().as_str())
        })
}

/// Whether a file name carries Trunk's content hash: `name-<12+ hex>[_bg].ext`. Trunk writes a
/// 64-bit hash without leading zeros: 16 digits, 15 in one build of 16.
pub fn is_hashed(name: &str) -> bool {
    let Some((stem, _ext)) = name.rsplit_once('.') else {
        return false;
    };
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let Some((_, hash)) = stem.rsplit_once('-') else {
        return false;
    };
    hash.len() >= 12 && hash.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names() {
        assert!(is_hashed("portal-1a2b3c4d5e6f7a8b.js"));
        assert!(is_hashed("portal-1a2b3c4d5e6f7a8b_bg.wasm"));
        assert!(is_hashed("style-0123456789abcdef.css"));
        assert!(is_hashed("portal-e35ea384a905e19_bg.wasm"));
        assert!(!is_hashed("portal-cafe.js"));
        assert!(!is_hashed("index.html"));
        assert!(!is_hashed("config.json"));
        assert!(!is_hashed("my-file.js"));
        assert_eq!(cache_control("/"), NO_CACHE);
        assert_eq!(cache_control("/portal-1a2b3c4d5e6f7a8b.js"), IMMUTABLE);
    }

    #[test]
    fn assets_and_routes() {
        assert!(is_asset("/portal-0123abcd.js"));
        assert!(is_asset("/portal-1a2b3c4d5e6f7a8b_bg.wasm"));
        assert!(is_asset("/style-0123456789abcdef.css"));
        assert!(is_asset("/snippets/x/inline0.JS"));
        assert!(!is_asset("/"));
        assert!(!is_asset("/w/abc/recharges"));
        assert!(!is_asset("/sign-in"));
        assert!(!is_asset("/w/acme.corp/files"));
    }
}
