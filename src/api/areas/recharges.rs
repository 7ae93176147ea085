//! Recharge orders: the queue, one record, decisions and stats.

use portal_api::paths;
use portal_api::recharges::{
    BatchDecision, BatchOutcome, Decision, Recharge, RechargeQuery, RechargeStats,
};
use portal_api::Page;
use serde_json::{Map, Value};

use crate::api::paged::{page_b, with_query};
use crate::api::{core, ApiError};

/// One page of the queue, filtered and sorted as `query` says.
pub async fn list(query: &RechargeQuery) -> Result<Page<Recharge>, ApiError> {
    let data = core::get(&with_query(paths::RECHARGES, &query.to_query())).await?;
    page_b(data)
}

/// One recharge with every field the server sends.
pub async fn record(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::RECHARGE, &[biz_id])).await
}

/// One recharge read as the queue knows it (after a decision whose answer did not carry it).
pub async fn recharge(biz_id: &str) -> Result<Recharge, ApiError> {
    core::get(&paths::fill(paths::RECHARGE, &[biz_id])).await
}

/// Confirms or rejects one recharge; the updated record when the server returns it.
pub async fn decide(
    biz_id: &str,
    confirm: bool,
    remark: &str,
) -> Result<Option<Recharge>, ApiError> {
    let template = if confirm {
        paths::RECHARGE_CONFIRM
    } else {
        paths::RECHARGE_REJECT
    };
    let body = Decision {
        operator_remark: remark.trim().to_owned(),
    };
    let data: Value = core::post(&paths::fill(template, &[biz_id]), &body).await?;
    // The contract does not show the success data: use it only when it is a recharge.
    Ok(serde_json::from_value(data).ok())
}

/// Confirms or rejects every recharge of `biz_ids` (never empty) with one remark. The
/// per-item outcome when the server lists it; `None` when its answer does not say.
pub async fn decide_batch(
    biz_ids: Vec<String>,
    confirm: bool,
    remark: &str,
) -> Result<Option<BatchOutcome>, ApiError> {
    let path = if confirm {
        paths::RECHARGES_BATCH_CONFIRM
    } else {
        paths::RECHARGES_BATCH_REJECT
    };
    let body = BatchDecision {
        biz_ids,
        operator_remark: remark.trim().to_owned(),
    };
    let data: Value = core::post(path, &body).await?;
    Ok(serde_json::from_value::<BatchOutcome>(data)
        .ok()
        .filter(|o| o.succeeded.is_some() || o.failed.is_some()))
}

/// Totals of the visible recharges, by status and by currency.
pub async fn stats() -> Result<RechargeStats, ApiError> {
    core::get(paths::RECHARGES_STATS).await
}
