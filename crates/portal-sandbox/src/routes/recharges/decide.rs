//! `POST /recharges/{rechargeBizId}/confirm` and `/reject`: decide one pending recharge.

use axum::extract::State;
use portal_api::recharges::{Decision, Recharge, RechargeStatus};
use portal_api::ErrorCode;

use super::record::Recharges;
use crate::clock::now_ms;
use crate::db::recharges::{self, Refusal, Verdict};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::{limits, views};

/// PENDING → CONFIRMED.
pub async fn confirm(
    State(app): State<AppState>,
    viewer: Viewer,
    RecordId(biz_id, ..): RecordId<Recharges>,
    Json(body): Json<Decision>,
) -> ApiResult<Recharge> {
    decide(&app, &viewer, &biz_id, &body, RechargeStatus::Confirmed)
}

/// PENDING → REJECTED.
pub async fn reject(
    State(app): State<AppState>,
    viewer: Viewer,
    RecordId(biz_id, ..): RecordId<Recharges>,
    Json(body): Json<Decision>,
) -> ApiResult<Recharge> {
    decide(&app, &viewer, &biz_id, &body, RechargeStatus::Rejected)
}

/// The operator's remark: required, at most 255 characters; stored trimmed.
pub fn remark(text: &str) -> Result<&str, ApiError> {
    limits::required("operatorRemark", text, limits::REMARK)?;
    Ok(text.trim())
}

/// The error a refused decision answers with.
pub fn refused(refusal: Refusal) -> ApiError {
    match refusal {
        Refusal::NotFound => Recharges::unknown(),
        Refusal::NotPending => ApiError::new(ErrorCode::RechargeNotPending),
    }
}

fn decide(
    app: &AppState,
    viewer: &Viewer,
    biz_id: &str,
    body: &Decision,
    status: RechargeStatus,
) -> ApiResult<Recharge> {
    let verdict = Verdict {
        status,
        remark: remark(&body.operator_remark)?,
        by: &viewer.account.email,
        at: now_ms(),
    };
    let row = app
        .db
        .with(|c| Ok(recharges::decide_one(c, &viewer.scope, biz_id, verdict)?))?
        .map_err(refused)?;
    Ok(Reply::ok(views::recharge::recharge(&row)))
}
