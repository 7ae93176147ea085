//! `POST /recharges/batch-confirm` and `/batch-reject`: decide many, each on its own.

use std::collections::HashSet;

use axum::extract::State;
use portal_api::recharges::{BatchDecision, BatchFailure, BatchOutcome, RechargeStatus};

use super::decide::{refused, remark};
use crate::clock::now_ms;
use crate::db::recharges::{self, Verdict};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::limits;
use crate::state::AppState;
use crate::viewer::Viewer;

/// Confirms every pending recharge listed.
pub async fn confirm(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<BatchDecision>,
) -> ApiResult<BatchOutcome> {
    decide(&app, &viewer, &body, RechargeStatus::Confirmed)
}

/// Rejects every pending recharge listed.
pub async fn reject(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<BatchDecision>,
) -> ApiResult<BatchOutcome> {
    decide(&app, &viewer, &body, RechargeStatus::Rejected)
}

/// 1 to 5000 ids, the remark as for one recharge; a repeated id is decided once.
fn decide(
    app: &AppState,
    viewer: &Viewer,
    body: &BatchDecision,
    status: RechargeStatus,
) -> ApiResult<BatchOutcome> {
    if body.biz_ids.is_empty() {
        return Err(ApiError::invalid("bizIds must not be empty"));
    }
    if body.biz_ids.len() > limits::BATCH_IDS {
        return Err(ApiError::invalid(format!(
            "bizIds must list at most {} recharges",
            limits::BATCH_IDS
        )));
    }
    let verdict = Verdict {
        status,
        remark: remark(&body.operator_remark)?,
        by: &viewer.account.email,
        at: now_ms(),
    };
    let mut seen = HashSet::new();
    let ids: Vec<String> = body
        .biz_ids
        .iter()
        .filter(|id| seen.insert(id.as_str()))
        .cloned()
        .collect();
    let outcomes = app
        .db
        .with(|c| Ok(recharges::decide_many(c, &viewer.scope, &ids, verdict)?))?;
    let (mut succeeded, mut failed) = (Vec::new(), Vec::new());
    for (biz_id, outcome) in ids.into_iter().zip(outcomes) {
        match outcome {
            Ok(()) => succeeded.push(biz_id),
            Err(refusal) => {
                let error = refused(refusal);
                failed.push(BatchFailure {
                    biz_id,
                    code: error.code().as_str().to_owned(),
                    message: Some(error.message().to_owned()),
                });
            }
        }
    }
    Ok(Reply::ok(BatchOutcome {
        succeeded: Some(succeeded),
        failed: Some(failed),
    }))
}
