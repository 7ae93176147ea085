//! `POST /recharge-channels`: a new channel; answers it.

use axum::extract::State;
use portal_api::recharge_channels::{
    validate_recharge_channel, RechargeChannel, RechargeChannelRequest,
};

use super::stored::row_of;
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::recharge_channels;
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::state::AppState;
use crate::views::recharge_channel::channel;

/// Checks the body, stores the channel.
pub async fn create(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<RechargeChannelRequest>,
) -> ApiResult<RechargeChannel> {
    validate_recharge_channel(&body)?;
    let now = now_ms();
    let row = row_of(ids::biz_id("rch"), &body, now, now)?;
    app.db.with(|c| Ok(recharge_channels::insert(c, &row)?))?;
    Ok(Reply::ok(channel(&row)))
}
