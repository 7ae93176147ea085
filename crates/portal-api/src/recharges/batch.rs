//! Batch confirm and reject: the request and the per-item outcome.

use serde::{Deserialize, Serialize};

/// Body of `batch-confirm` and `batch-reject`. An empty `bizIds` is refused by the server and
/// never sent by the portal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchDecision {
    /// The recharges to decide.
    pub biz_ids: Vec<String>,
    /// The operator's remark, recorded on each.
    pub operator_remark: String,
}

/// One recharge a batch could not decide.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchFailure {
    /// The recharge.
    pub biz_id: String,
    /// Why, as an error code.
    pub code: String,
    /// Why, in words.
    #[serde(default)]
    pub message: Option<String>,
}

/// The sandbox's batch answer (docs/sandbox-records.md). The contract does not show it, so
/// every field is optional: when the lists are missing the portal re-reads the recharges.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchOutcome {
    /// The recharges decided.
    #[serde(default)]
    pub succeeded: Option<Vec<String>>,
    /// The recharges not decided, with the reason.
    #[serde(default)]
    pub failed: Option<Vec<BatchFailure>>,
}
