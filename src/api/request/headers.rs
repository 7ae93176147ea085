//! The headers every request carries.

use portal_api::headers as h;

use crate::api::session;
use crate::config::config;

/// Headers for a request to `path`: JSON, the request id, client hash, locale, access code on tenant
/// endpoints, the bearer `token` when given, and `workspace` (else this tab's, when one is
/// chosen).
pub fn for_request(
    path: &str,
    request_id: &str,
    token: Option<&str>,
    workspace: Option<&str>,
) -> Vec<(&'static str, String)> {
    let locale = crate::web::locale::locale().tag().to_owned();
    let mut headers = vec![
        ("Content-Type", "application/json".to_owned()),
        ("Accept", "application/json".to_owned()),
        (h::REQUEST_ID, request_id.to_owned()),
        (h::CLIENT_HASH, session::client_hash()),
        (h::LOCALE, locale.clone()),
        ("Accept-Language", locale),
    ];
    if portal_api::paths::is_tenant(path) {
        headers.push((h::PORTAL_ACCESS_CODE, config().portal_access_code.clone()));
    }
    if let Some(token) = token {
        headers.push(("Authorization", format!("Bearer {token}")));
    }
    if let Some(workspace) = workspace.map(str::to_owned).or_else(session::workspace) {
        headers.push((h::WORKSPACE_ID, workspace));
    }
    headers
}
