//! `GET /withdrawal-channels`: every withdrawal channel (PG-B), visible to any signed-in caller.

use axum::extract::State;
use axum::routing::get;
use axum::Router;
use portal_api::pagination::PgB;
use portal_api::paths;
use portal_api::withdrawal_channels::WithdrawalChannel;

use crate::auth_context::Authed;
use crate::db::withdrawal_channels;
use crate::envelope::{ApiResult, Reply};
use crate::paging::{pg_b, PageQuery};
use crate::state::AppState;
use crate::views::withdrawal_channel::withdrawal_channel;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new().route(paths::WITHDRAWAL_CHANNELS, get(list))
}

/// Creation order, `page` and `size` in the query string.
async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<WithdrawalChannel>> {
    let listed = app.db.with(|c| {
        Ok(withdrawal_channels::list(
            c,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    Ok(Reply::ok(pg_b(page, listed, withdrawal_channel)))
}
