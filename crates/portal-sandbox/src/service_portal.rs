//! The built portal a second time under `/service/`, as the service operator's portal: its own
//! `<base href>` and `config.json`; and the tenant portal's `config.json` at the root, which
//! names the areas the tenant portal cannot change.

use axum::body::Body;
use axum::extract::Request;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use serde_json::Value;

use crate::areas;
use crate::demo::SERVICE_PORTAL_PATH;
use crate::state::AppState;

/// What a request under the service portal's folder asks for.
pub enum Served {
    /// The folder without its slash: redirected to it.
    Folder,
    /// `config.json`: the tenant portal's, as the service portal.
    Config,
    /// The root's `config.json`: the tenant portal's, with its read-only areas.
    TenantConfig,
    /// Any other path: the same file or client route as at the root, at this path.
    Root(Request),
    /// Not under the folder: the tenant portal at the root.
    Elsewhere(Request),
}

/// Reads which portal a request is for.
pub fn route(req: Request) -> Served {
    let folder = SERVICE_PORTAL_PATH.trim_end_matches('/');
    let path = req.uri().path();
    if path == folder {
        return Served::Folder;
    }
    if path == "/config.json" {
        return Served::TenantConfig;
    }
    let Some(rest) = path.strip_prefix(folder).filter(|r| r.starts_with('/')) else {
        return Served::Elsewhere(req);
    };
    if rest == "/config.json" {
        return Served::Config;
    }
    let rest = match req.uri().query() {
        Some(query) => format!("{rest}?{query}"),
        None => rest.to_owned(),
    };
    let (mut parts, body) = req.into_parts();
    parts.uri = rest.parse::<Uri>().unwrap_or_default();
    Served::Root(Request::from_parts(parts, body))
}

/// The folder's address with its slash.
pub fn folder() -> Response {
    Redirect::permanent(SERVICE_PORTAL_PATH).into_response()
}

/// `dist/config.json` as the service portal: its kind and the service portal's access code;
/// it changes every area, so it names none read-only.
pub fn config(app: &AppState) -> Response {
    let mut config = dist_config(app);
    config["portalKind"] = Value::from("service");
    config["portalAccessCode"] = Value::from(app.config.service_access_code.clone());
    config["readOnlyAreas"] = Value::Array(Vec::new());
    json_config(&config)
}

/// `dist/config.json` as the tenant portal at the root: the sandbox refuses the tenant
/// portal's writes of platform configuration, so its config names those areas read-only.
pub fn tenant_config(app: &AppState) -> Response {
    let mut config = dist_config(app);
    config["readOnlyAreas"] = areas::platform_configuration().collect();
    json_config(&config)
}

/// The build's own `config.json`; an empty object when there is none or it does not read.
fn dist_config(app: &AppState) -> Value {
    let path = app.config.dist_dir.join("config.json");
    std::fs::read(path)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Value>(&bytes).ok())
        .filter(Value::is_object)
        .unwrap_or_else(|| Value::Object(Default::default()))
}

/// A `config.json` answer: read again on each start-up of the app.
fn json_config(config: &Value) -> Response {
    (
        StatusCode::OK,
        [
            (CONTENT_TYPE, "application/json"),
            (CACHE_CONTROL, "no-cache"),
        ],
        config.to_string(),
    )
        .into_response()
}

/// index.html with the folder as its `<base href>`, so the app's files, its `config.json` and
/// its routes are the folder's (`docs/deploy.md`).
pub fn index(html: &str) -> Response {
    let html = html.replacen(
        "<base href=\"/\"",
        &format!("<base href=\"{SERVICE_PORTAL_PATH}\""),
        1,
    );
    (
        StatusCode::OK,
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-cache"),
        ],
        Body::from(html),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path_of(uri: &str) -> Option<String> {
        let req = Request::builder().uri(uri).body(Body::empty()).ok()?;
        match route(req) {
            Served::Root(req) => Some(req.uri().to_string()),
            Served::Config => Some("config".to_owned()),
            Served::TenantConfig => Some("tenant config".to_owned()),
            Served::Folder => Some("folder".to_owned()),
            Served::Elsewhere(_) => None,
        }
    }

    #[test]
    fn reads_paths_under_the_folder() {
        assert_eq!(path_of("/service").as_deref(), Some("folder"));
        assert_eq!(path_of("/service/").as_deref(), Some("/"));
        assert_eq!(path_of("/service/config.json").as_deref(), Some("config"));
        assert_eq!(
            path_of("/service/w/x/roles?page=2").as_deref(),
            Some("/w/x/roles?page=2")
        );
        assert_eq!(path_of("/services/x"), None);
        assert_eq!(path_of("/sign-in"), None);
        assert_eq!(path_of("/config.json").as_deref(), Some("tenant config"));
    }
}
