//! `POST /recharge-channels/{id}/update`: only the fields given change; answers the channel.

use axum::extract::State;
use portal_api::recharge_channels::{
    validate_recharge_channel_update, RechargeChannel, RechargeChannelUpdate,
};

use super::stored::{request_of, row_of, RechargeChannels};
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::recharge_channels;
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::views::recharge_channel::channel;

/// 404 for an unknown channel; 400 when the body names nothing or the result breaks a rule.
pub async fn update(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<RechargeChannels>,
    Json(body): Json<RechargeChannelUpdate>,
) -> ApiResult<RechargeChannel> {
    let row = app.db.with(|c| {
        let row =
            recharge_channels::by_biz_id(c, &biz_id)?.ok_or_else(RechargeChannels::unknown)?;
        let current = request_of(&row)?;
        validate_recharge_channel_update(&body, &current)?;
        let next = row_of(
            row.biz_id,
            &body.applied_to(&current),
            row.created_at,
            now_ms(),
        )?;
        recharge_channels::update(c, &next)?;
        Ok(next)
    })?;
    Ok(Reply::ok(channel(&row)))
}
