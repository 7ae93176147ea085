//! `POST /recharge-channels/{id}/update`: only the fields given change; answers the channel.

use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use portal_api::recharge_channels::{
    validate_recharge_channel_update, RechargeChannel, RechargeChannelUpdate,
};

use super::stored::{request_of, row_of, WHAT};
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::recharge_channels;
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::not_found::{not_found, path_id};
use crate::state::AppState;
use crate::views::recharge_channel::channel;

/// 404 for an unknown channel; 400 when the body names nothing or the result breaks a rule.
pub async fn update(
    State(app): State<AppState>,
    _authed: Authed,
    path: Result<Path<String>, PathRejection>,
    Json(body): Json<RechargeChannelUpdate>,
) -> ApiResult<RechargeChannel> {
    let biz_id = path_id(path, WHAT)?;
    let row = app.db.with(|c| {
        let row = recharge_channels::by_biz_id(c, &biz_id)?.ok_or_else(|| not_found(WHAT))?;
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
