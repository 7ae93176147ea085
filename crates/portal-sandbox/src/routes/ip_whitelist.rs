//! `GET` and `POST /security/ip-whitelist`: the workspace's whitelist, stored but not enforced.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, State};
use axum::http::{Extensions, HeaderMap};
use axum::routing::get;
use axum::Router;
use portal_api::ip_whitelist::{validate_ip_whitelist, IpWhitelist, IpWhitelistUpdate};
use portal_api::paths;

use super::roles::Workspace;
use crate::clock::{iso, now_ms};
use crate::db::ip_whitelists::{self, WhitelistRow};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new().route(paths::IP_WHITELIST, get(read).post(write))
}

/// The caller's address: `CF-Connecting-IP` when it holds one (behind a proxy), else the
/// peer of the connection.
fn caller(headers: &HeaderMap, peer: Option<&ConnectInfo<SocketAddr>>) -> Option<String> {
    let header = headers
        .get("cf-connecting-ip")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<IpAddr>().ok());
    header
        .or_else(|| peer.map(|ConnectInfo(addr)| addr.ip()))
        .map(|ip| ip.to_string())
}

fn answer(row: WhitelistRow, caller_ip: Option<String>) -> IpWhitelist {
    IpWhitelist {
        enabled: row.enabled,
        entries: row.entries,
        caller_ip,
        updated_at: row.updated_at.map(iso),
    }
}

/// The whitelist (off and empty until first saved) and the caller's address.
async fn read(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    headers: HeaderMap,
    extensions: Extensions,
) -> ApiResult<IpWhitelist> {
    let row = app.db.with(|c| Ok(ip_whitelists::get(c, &ws)?))?;
    Ok(Reply::ok(answer(row, caller(&headers, extensions.get()))))
}

/// Replaces the whitelist; a bad or repeated entry is 400 naming each. Answers it as stored.
async fn write(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    headers: HeaderMap,
    extensions: Extensions,
    Json(body): Json<IpWhitelistUpdate>,
) -> ApiResult<IpWhitelist> {
    validate_ip_whitelist(&body).map_err(ApiError::invalid)?;
    let row = WhitelistRow {
        enabled: body.enabled,
        entries: body.entries.iter().map(|e| e.trim().to_owned()).collect(),
        updated_at: Some(now_ms()),
    };
    app.db.with(|c| Ok(ip_whitelists::put(c, &ws, &row)?))?;
    Ok(Reply::ok(answer(row, caller(&headers, extensions.get()))))
}
