//! Dev endpoints outside the contract: outbox, request counters, CSP reports, arriving recharges,
//! added transfer orders.
//! Each keeps a bounded amount: see `docs/sandbox.md`, "Dev endpoints keep bounded amounts".

use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, Query, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::Value;

use crate::clock::now_ms;
use crate::csp_reports::{CSP_REPORTS, MAX_REPORT_BYTES};
use crate::db::outbox::{self, OutboxMessage};
use crate::db::sql::row_count;
use crate::db::{institutions, seed_recharges, seed_transfers};
use crate::envelope::ApiError;
use crate::state::AppState;
use portal_api::ErrorCode;

/// `GET` the outbox, newest first.
pub const OUTBOX: &str = "/__sandbox/outbox";
/// `GET` the request counters.
pub const STATS: &str = "/__sandbox/stats";
/// `POST {"institution": ID, "count": N}`: N new pending recharges arrive for that workspace
/// (default 1), as payers' transfers would while the portal is open; answers their ids.
pub const ARRIVE_RECHARGES: &str = "/__sandbox/recharges/arrive";

/// Most recharges the sandbox holds: arrivals past it are refused.
pub const MAX_RECHARGES: i64 = 20_000;
/// `POST {"workspace": ID, "count": N}`: N more transfer orders (1 to 10,100) between that
/// wallet workspace's wallets, for long lists; answers how many orders are stored.
pub const ADD_TRANSFERS: &str = "/__sandbox/transfers/add";
/// Most orders one call adds: past the 10,000 rows a list reads whole.
pub const MAX_ADDED_TRANSFERS: usize = 10_100;
/// Most transfer orders the sandbox holds: additions past it are refused.
pub const MAX_TRANSFERS: i64 = 25_000;

/// The dev routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(OUTBOX, get(outbox_list))
        .route(STATS, get(stats))
        .route(
            CSP_REPORTS,
            get(csp_reports)
                .post(add_csp_report)
                .layer(DefaultBodyLimit::max(MAX_REPORT_BYTES)),
        )
        .route(ARRIVE_RECHARGES, post(arrive_recharges))
        .route(ADD_TRANSFERS, post(add_transfers))
}

#[derive(Debug, Deserialize)]
struct OutboxQuery {
    to: Option<String>,
}

/// `?to=EMAIL` keeps only messages to that address.
async fn outbox_list(
    State(app): State<AppState>,
    query: Result<Query<OutboxQuery>, QueryRejection>,
) -> Result<axum::Json<Vec<OutboxMessage>>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::invalid(e.body_text()))?;
    let to = query.to.as_deref().filter(|t| !t.is_empty());
    app.db.with(|c| Ok(outbox::list(c, to)?)).map(axum::Json)
}

async fn stats(State(app): State<AppState>) -> axum::Json<Value> {
    axum::Json(app.stats.snapshot())
}

async fn csp_reports(State(app): State<AppState>) -> axum::Json<Vec<Value>> {
    axum::Json(app.csp_reports.list())
}

async fn add_csp_report(State(app): State<AppState>, body: Bytes) -> StatusCode {
    app.csp_reports.add(&body);
    StatusCode::NO_CONTENT
}

#[derive(Debug, Deserialize)]
struct Arrival {
    institution: String,
    count: Option<usize>,
}

async fn arrive_recharges(
    State(app): State<AppState>,
    body: Result<axum::Json<Arrival>, axum::extract::rejection::JsonRejection>,
) -> Result<axum::Json<Vec<String>>, ApiError> {
    let axum::Json(arrival) = body.map_err(|e| ApiError::invalid(e.body_text()))?;
    let count = arrival.count.unwrap_or(1).clamp(1, 100);
    app.db
        .with(|c| {
            if institutions::by_biz_id(c, &arrival.institution)?.is_none() {
                let unknown = ApiError::new(ErrorCode::ResourceNotFound);
                return Err(unknown.with_message("No such institution"));
            }
            let stored = row_count(c, "recharges")?;
            if stored.saturating_add(count as i64) > MAX_RECHARGES {
                return Err(ApiError::invalid(format!(
                    "the sandbox keeps at most {MAX_RECHARGES} recharges"
                )));
            }
            Ok(seed_recharges::arrive(
                c,
                &arrival.institution,
                count,
                now_ms(),
            )?)
        })
        .map(axum::Json)
}

#[derive(Debug, Deserialize)]
struct AddedTransfers {
    workspace: String,
    count: usize,
}

async fn add_transfers(
    State(app): State<AppState>,
    body: Result<axum::Json<AddedTransfers>, axum::extract::rejection::JsonRejection>,
) -> Result<axum::Json<i64>, ApiError> {
    let axum::Json(added) = body.map_err(|e| ApiError::invalid(e.body_text()))?;
    if !crate::demo::WALLET_INSTITUTIONS.contains(&added.workspace.as_str()) {
        let unknown = ApiError::new(ErrorCode::ResourceNotFound);
        return Err(unknown.with_message("No such wallet workspace"));
    }
    let count = added.count.clamp(1, MAX_ADDED_TRANSFERS);
    app.db
        .with(|c| {
            let stored = row_count(c, "transfer_orders")?;
            if stored.saturating_add(count as i64) > MAX_TRANSFERS {
                return Err(ApiError::invalid(format!(
                    "the sandbox keeps at most {MAX_TRANSFERS} transfer orders"
                )));
            }
            // One transaction: thousands of rows, one write to disk.
            let tx = c.transaction()?;
            let stored = seed_transfers::add(&tx, &added.workspace, count, now_ms())?;
            tx.commit()?;
            Ok(stored)
        })
        .map(axum::Json)
}
