//! The context of one sealed request, needed to seal or open its response.

/// Session id, request id and timestamp of one request; returned by sealing and opening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestContext {
    session_id: String,
    request_id: String,
    timestamp_ms: i64,
}

impl RequestContext {
    /// Builds a context from its parts (the values are checked when used).
    pub fn new(
        session_id: impl Into<String>,
        request_id: impl Into<String>,
        timestamp_ms: i64,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            request_id: request_id.into(),
            timestamp_ms,
        }
    }

    /// The secure-channel session id.
    pub fn session_id(&self) -> &str {
        &self.session_id
    }

    /// The per-request id; the server records it to reject replays.
    pub fn request_id(&self) -> &str {
        &self.request_id
    }

    /// The request's timestamp, milliseconds since the Unix epoch.
    pub fn timestamp_ms(&self) -> i64 {
        self.timestamp_ms
    }
}
