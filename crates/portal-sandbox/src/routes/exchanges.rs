//! Exchanges: the visible ones newest first (PG-B), and one by business id.

use axum::extract::State;
use axum::routing::get;
use axum::Router;
use portal_api::exchanges::Exchange;
use portal_api::pagination::PgB;
use portal_api::paths;

use crate::db::exchanges;
use crate::envelope::{ApiResult, Reply};
use crate::paging::{pg_b, PageQuery};
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::exchange::exchange;

not_found_record!(
    /// An exchange.
    Exchanges,
    "Exchange"
);

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
    id: RecordId<Exchanges>,
) -> ApiResult<Exchange> {
    let row = id.seen_by(&app, &viewer, exchanges::by_biz_id)?;
    Ok(Reply::ok(exchange(&row)))
}
