//! A batch decision carried out: requests in chunks, and the outcome of every recharge, read
//! back from the server when its answer does not list them.

use std::collections::{BTreeMap, HashSet};

use futures::future::join_all;
use portal_api::recharges::{BatchOutcome, RechargeStatus};
use portal_api::ErrorCode;

use crate::api::{self, ApiError};

/// Recharges per request: large batches go in several requests, each reported item by item.
const CHUNK: usize = 500;
/// Recharges read back at once when an answer does not list its items.
const READ_BACK_AT_ONCE: usize = 8;

/// Why one recharge was not decided.
#[derive(Debug, Clone, PartialEq)]
pub enum FailureReason {
    /// The server refused it (the batch answer's code, or the request's error).
    Refused(ApiError),
    /// Read back after the batch, it is still pending.
    StillPending,
}

/// One recharge the batch did not decide.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The recharge.
    pub biz_id: String,
    /// Why.
    pub reason: FailureReason,
}

/// What a batch did, item by item.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BatchReport {
    /// Whether it confirmed (else rejected).
    pub confirm: bool,
    /// The recharges decided.
    pub succeeded: Vec<String>,
    /// The recharges not decided, with the reason.
    pub failed: Vec<Failure>,
    /// The remark sent with every one.
    pub remark: String,
    /// Each recharge's amount as shown ("1,250.00 USD"), by business id.
    pub amounts: BTreeMap<String, String>,
}

impl Failure {
    /// Whether trying again could decide it: not when it was decided or removed meanwhile.
    pub fn can_retry(&self) -> bool {
        !matches!(
            &self.reason,
            FailureReason::Refused(
                ApiError::Server {
                    code: ErrorCode::RechargeNotPending | ErrorCode::ResourceNotFound,
                    ..
                } | ApiError::Refused { .. }
            )
        )
    }
}

impl BatchReport {
    /// The business ids that were not decided but could be on another try.
    pub fn retry_ids(&self) -> HashSet<&str> {
        self.failed
            .iter()
            .filter(|f| f.can_retry())
            .map(|f| f.biz_id.as_str())
            .collect()
    }
}

fn refused(code: &str, message: Option<String>) -> FailureReason {
    FailureReason::Refused(ApiError::Server {
        status: 0,
        code: ErrorCode::parse(code),
        message,
    })
}

/// Sorts a listed answer into the report; ids the answer leaves out are read back.
fn record_listed(report: &mut BatchReport, outcome: BatchOutcome, ids: &[String]) -> Vec<String> {
    let succeeded = outcome.succeeded.unwrap_or_default();
    let failed = outcome.failed.unwrap_or_default();
    let listed: HashSet<&str> = succeeded
        .iter()
        .map(String::as_str)
        .chain(failed.iter().map(|f| f.biz_id.as_str()))
        .collect();
    let unlisted = ids
        .iter()
        .filter(|id| !listed.contains(id.as_str()))
        .cloned()
        .collect();
    report.succeeded.extend(succeeded);
    report.failed.extend(failed.into_iter().map(|f| Failure {
        reason: refused(&f.code, f.message),
        biz_id: f.biz_id,
    }));
    unlisted
}

/// Reads one recharge back: decided as asked is a success, anything else a failure.
async fn read_back(biz_id: String, confirm: bool) -> Result<String, Failure> {
    let wanted = if confirm {
        RechargeStatus::Confirmed
    } else {
        RechargeStatus::Rejected
    };
    let reason = match api::recharges::recharge(&biz_id).await {
        Ok(r) if r.status_code() == Some(wanted.code()) => return Ok(biz_id),
        Ok(r) if r.is_pending() => FailureReason::StillPending,
        Ok(_) => refused(ErrorCode::RechargeNotPending.as_str(), None),
        Err(e) => FailureReason::Refused(e),
    };
    Err(Failure { biz_id, reason })
}

async fn read_back_all(report: &mut BatchReport, ids: Vec<String>, confirm: bool) {
    for group in ids.chunks(READ_BACK_AT_ONCE) {
        let reads = group.iter().map(|id| read_back(id.clone(), confirm));
        for result in join_all(reads).await {
            match result {
                Ok(id) => report.succeeded.push(id),
                Err(failure) => report.failed.push(failure),
            }
        }
    }
}

/// Decides `ids` (the caller never passes none) with `remark`; `progress` runs with the count
/// done after each request.
pub async fn run(
    ids: Vec<String>,
    confirm: bool,
    remark: String,
    progress: impl Fn(usize),
) -> BatchReport {
    let mut report = BatchReport {
        confirm,
        remark: remark.clone(),
        ..BatchReport::default()
    };
    let mut done = 0;
    for chunk in ids.chunks(CHUNK) {
        let unlisted = match api::recharges::decide_batch(chunk.to_vec(), confirm, &remark).await {
            Ok(Some(outcome)) => record_listed(&mut report, outcome, chunk),
            Ok(None) => chunk.to_vec(),
            // Refused as a whole (bad request, signed out): nothing of it was applied.
            Err(
                e @ (ApiError::Server {
                    status: 400..=499, ..
                }
                | ApiError::Refused { .. }
                | ApiError::SignedOut),
            ) => {
                report.failed.extend(chunk.iter().map(|id| Failure {
                    biz_id: id.clone(),
                    reason: FailureReason::Refused(e.clone()),
                }));
                Vec::new()
            }
            // Lost or failed on the server's side: only reading back tells what was applied.
            Err(_) => chunk.to_vec(),
        };
        read_back_all(&mut report, unlisted, confirm).await;
        done += chunk.len();
        progress(done);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_api::recharges::BatchFailure;

    fn ids(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn only_what_could_still_be_decided_is_tried_again() {
        let failure = |id: &str, reason| Failure {
            biz_id: id.to_owned(),
            reason,
        };
        let report = BatchReport {
            confirm: true,
            succeeded: Vec::new(),
            remark: String::new(),
            amounts: BTreeMap::new(),
            failed: vec![
                failure("decided", refused("RECHARGE.NOT_PENDING", None)),
                failure("gone", refused("RESOURCE.NOT_FOUND", None)),
                failure("busy", refused("SYSTEM.INTERNAL_ERROR", None)),
                failure("late", FailureReason::StillPending),
            ],
        };
        let mut retry: Vec<&str> = report.retry_ids().into_iter().collect();
        retry.sort_unstable();
        assert_eq!(retry, ["busy", "late"]);
    }

    #[test]
    fn listed_items_are_reported_and_unlisted_ones_read_back() {
        let mut report = BatchReport::default();
        let outcome = BatchOutcome {
            succeeded: Some(ids(&["a"])),
            failed: Some(vec![BatchFailure {
                biz_id: "b".into(),
                code: "RECHARGE.NOT_PENDING".into(),
                message: None,
            }]),
        };
        let unlisted = record_listed(&mut report, outcome, &ids(&["a", "b", "c"]));
        assert_eq!(unlisted, ids(&["c"]));
        assert_eq!(report.succeeded, ids(&["a"]));
        assert_eq!(report.failed.len(), 1);
        assert!(matches!(
            &report.failed[0].reason,
            FailureReason::Refused(e) if e.is(&ErrorCode::RechargeNotPending)
        ));
    }

    #[test]
    fn an_answer_with_one_list_leaves_the_rest_to_read_back() {
        let mut report = BatchReport::default();
        let outcome = BatchOutcome {
            succeeded: Some(ids(&["a"])),
            failed: None,
        };
        let unlisted = record_listed(&mut report, outcome, &ids(&["a", "b"]));
        assert_eq!(unlisted, ids(&["b"]));
        assert!(report.failed.is_empty());
    }
}
