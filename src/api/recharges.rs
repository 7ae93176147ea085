//! Recharge orders and recharge channels.

use portal_api::pagination::{PageShape, MAX_SIZE};
use portal_api::paths;
use portal_api::recharges::{
    BatchDecision, BatchOutcome, Decision, Recharge, RechargeQuery, RechargeStats,
};
use portal_api::Page;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::{core, ApiError};

fn page_b<T: DeserializeOwned>(data: Value) -> Result<Page<T>, ApiError> {
    PageShape::B
        .decode(data)
        .map_err(|e| ApiError::Malformed(e.to_string()))
}

fn with_query(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{query}")
    }
}

/// One page of the queue, filtered and sorted as `query` says.
pub async fn list(query: &RechargeQuery) -> Result<Page<Recharge>, ApiError> {
    let data = core::get(&with_query(paths::RECHARGES, &query.to_query())).await?;
    page_b(data)
}

/// One recharge with every field the server sends.
pub async fn record(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
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

/// A recharge channel as the queue's filter needs it.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChannelOption {
    /// The business id.
    pub biz_id: String,
    /// The name shown.
    #[serde(default)]
    pub channel_name: Option<String>,
}

/// The first page of recharge channels, at the largest page size.
pub async fn channel_options() -> Result<Vec<ChannelOption>, ApiError> {
    let path = format!("{}?size={MAX_SIZE}", paths::RECHARGE_CHANNELS);
    let page: Page<ChannelOption> = page_b(core::get(&path).await?)?;
    Ok(page.items)
}
