//! `GET /recharge-channels`: every recharge channel (PG-B), visible to any signed-in caller.

use std::collections::HashMap;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use portal_api::pagination::PgB;
use portal_api::paths;

use crate::auth_context::Authed;
use crate::db::recharge_channels;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::paging::PageBody;
use crate::state::AppState;
use crate::views::recharge_channel::{self, RechargeChannel};

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new().route(paths::RECHARGE_CHANNELS, get(list))
}

/// `page` and `size` in the query string, with the paginated-list rules.
async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
) -> ApiResult<PgB<RechargeChannel>> {
    let Query(params) = query.map_err(|_| ApiError::invalid("the query string is malformed"))?;
    let page = PageBody::from_params(&params)?.normalise()?;
    let (rows, total) = app
        .db
        .with(|c| Ok(recharge_channels::list(c, page.offset(), page.size as u64)?))?;
    let items = rows.iter().map(recharge_channel::channel).collect();
    Ok(Reply::ok(page.page_of(items, total).into_pg_b()))
}
