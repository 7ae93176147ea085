//! Exchanges: the visible ones newest first (PG-B), and one by business id.

use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::routing::get;
use axum::Router;
use portal_api::exchanges::Exchange;
use portal_api::pagination::PgB;
use portal_api::paths;

use crate::db::exchanges;
use crate::envelope::{ApiResult, Reply};
use crate::not_found::{not_found, path_id};
use crate::paging::{pg_b, PageQuery};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::exchange::exchange;

const WHAT: &str = "Exchange";

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::EXCHANGES, get(list))
        .route(paths::EXCHANGE, get(record))
}

/// `page` and `size` in the query string; only the caller's workspaces' exchanges.
async fn list(
    State(app): State<AppState>,
    viewer: Viewer,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<Exchange>> {
    let listed = app.db.with(|c| {
        Ok(exchanges::list(
            c,
            &viewer.scope,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    Ok(Reply::ok(pg_b(page, listed, exchange)))
}

/// One exchange; one outside the caller's workspaces is not found.
async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Exchange> {
    let biz_id = path_id(path, WHAT)?;
    let row = app
        .db
        .with(|c| Ok(exchanges::by_biz_id(c, &viewer.scope, &biz_id)?))?
        .ok_or_else(|| not_found(WHAT))?;
    Ok(Reply::ok(exchange(&row)))
}
