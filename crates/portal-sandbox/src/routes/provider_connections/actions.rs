//! The connection lifecycle (activate, suspend, close) and the card actions (freeze,
//! unfreeze, cancel); each answers the record as it is afterwards.

use axum::extract::State;
use portal_api::provider_connections::{
    validate_card_action, validate_connection_action, CardAction, ConnectionAction,
};
use serde_json::Value;

use super::{provider_failed, visible_connection};
use crate::clock::{iso, now_ms};
use crate::db::provider_connections::{self, Kind};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::state::AppState;
use crate::viewer::Viewer;

/// Moves the record to `to` when its status is one of `from`; otherwise 400 (the contract
/// does not show these transitions; `docs/sandbox-records.md`).
fn transition(record: &mut Value, from: &[&str], to: &str, what: &str) -> Result<(), ApiError> {
    let status = record["status"].as_str().unwrap_or_default().to_owned();
    if !from.contains(&status.as_str()) {
        return Err(ApiError::invalid(format!(
            "{what} is {status}; this action needs {}",
            from.join(" or ")
        )));
    }
    record["status"] = Value::from(to);
    record["updatedAt"] = Value::from(iso(now_ms()));
    Ok(())
}

fn connection_action(
    app: &AppState,
    viewer: &Viewer,
    body: &ConnectionAction,
    from: &[&str],
    to: &str,
) -> ApiResult<Value> {
    validate_connection_action(body)?;
    let id = body.connection_biz_id.trim();
    app.db
        .with(|c| {
            let mut record = visible_connection(c, &viewer.scope, id)?;
            transition(&mut record, from, to, "The connection")?;
            provider_connections::save(c, Kind::Connection, id, &record)?;
            Ok(record)
        })
        .map(Reply::ok)
}

fn card_action(
    app: &AppState,
    viewer: &Viewer,
    body: &CardAction,
    from: &[&str],
    to: &str,
) -> ApiResult<Value> {
    validate_card_action(body)?;
    let connection = body.connection_biz_id.trim();
    app.db
        .with(|c| {
            let owner = visible_connection(c, &viewer.scope, connection)?;
            let mut card =
                provider_connections::record(c, Kind::Card, connection, body.card_id.trim())?
                    .ok_or_else(provider_failed)?;
            if owner["status"] == "CLOSED" {
                return Err(ApiError::invalid("The connection is closed"));
            }
            transition(&mut card, from, to, "The card")?;
            provider_connections::save(c, Kind::Card, connection, &card)?;
            Ok(card)
        })
        .map(Reply::ok)
}

/// PENDING or SUSPENDED → ACTIVE.
pub async fn activate(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<ConnectionAction>,
) -> ApiResult<Value> {
    connection_action(&app, &viewer, &body, &["PENDING", "SUSPENDED"], "ACTIVE")
}

/// ACTIVE → SUSPENDED.
pub async fn suspend(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<ConnectionAction>,
) -> ApiResult<Value> {
    connection_action(&app, &viewer, &body, &["ACTIVE"], "SUSPENDED")
}

/// Any status but CLOSED → CLOSED, for good.
pub async fn close(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<ConnectionAction>,
) -> ApiResult<Value> {
    connection_action(
        &app,
        &viewer,
        &body,
        &["PENDING", "ACTIVE", "SUSPENDED"],
        "CLOSED",
    )
}

/// ACTIVE → FROZEN.
pub async fn freeze(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<CardAction>,
) -> ApiResult<Value> {
    card_action(&app, &viewer, &body, &["ACTIVE"], "FROZEN")
}

/// FROZEN → ACTIVE.
pub async fn unfreeze(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<CardAction>,
) -> ApiResult<Value> {
    card_action(&app, &viewer, &body, &["FROZEN"], "ACTIVE")
}

/// ACTIVE or FROZEN → CANCELLED, for good.
pub async fn cancel(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<CardAction>,
) -> ApiResult<Value> {
    card_action(&app, &viewer, &body, &["ACTIVE", "FROZEN"], "CANCELLED")
}
