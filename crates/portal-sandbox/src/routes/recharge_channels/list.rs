//! `GET /recharge-channels`: every channel in creation order (PG-B).

use axum::extract::State;
use portal_api::pagination::PgB;
use portal_api::recharge_channels::RechargeChannel;

use crate::auth_context::Authed;
use crate::db::recharge_channels;
use crate::envelope::{ApiResult, Reply};
use crate::paging::{pg_b, PageQuery};
use crate::state::AppState;
use crate::views::recharge_channel::channel;

/// `page` and `size` in the query string, with the paginated-list rules.
pub async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<RechargeChannel>> {
    let listed = app
        .db
        .with(|c| Ok(recharge_channels::list(c, page.offset(), page.size as u64)?))?;
    Ok(Reply::ok(pg_b(page, listed, channel)))
}
