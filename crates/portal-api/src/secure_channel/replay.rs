//! Per-session replay guard: remembers request ids while their timestamps are acceptable.

use std::collections::HashMap;

use super::context::RequestContext;
use super::error::{reject, Rejection, SecureChannelError};

/// Suggested clock skew window: five minutes either way.
pub const DEFAULT_MAX_SKEW_MS: u64 = 5 * 60 * 1000;

/// Most request ids remembered at once; beyond it new requests are refused (fail closed).
pub const MAX_TRACKED_REQUESTS: usize = 4096;

/// Request ids seen in one session, each kept until its timestamp leaves the skew window.
#[derive(Debug, Clone)]
pub struct ReplayGuard {
    max_skew_ms: u64,
    seen: HashMap<String, i64>,
}

impl ReplayGuard {
    /// A guard for requests opened with the same `max_skew_ms`.
    pub fn new(max_skew_ms: u64) -> Self {
        Self {
            max_skew_ms,
            seen: HashMap::new(),
        }
    }

    /// Records the request id of an opened request; refuses one seen before, one whose
    /// timestamp is outside the window, or any when the guard is full. Call after opening.
    pub fn check_and_record(
        &mut self,
        req: &RequestContext,
        now_ms: i64,
    ) -> Result<(), SecureChannelError> {
        if now_ms.abs_diff(req.timestamp_ms()) > self.max_skew_ms {
            return Err(reject(Rejection::Stale));
        }
        let window = i128::from(self.max_skew_ms);
        let now = i128::from(now_ms);
        // An id whose timestamp is older than the window can no longer pass the skew check.
        self.seen
            .retain(|_, timestamp| i128::from(*timestamp) + window >= now);
        if self.seen.contains_key(req.request_id()) || self.seen.len() >= MAX_TRACKED_REQUESTS {
            return Err(reject(Rejection::Replay));
        }
        self.seen
            .insert(req.request_id().to_owned(), req.timestamp_ms());
        Ok(())
    }

    /// How many request ids are remembered.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// Whether no request id is remembered.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }
}
