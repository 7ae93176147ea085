//! Open secure-channel sessions, kept in memory with their replay guards until they expire.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use portal_api::secure_channel::{
    ReplayGuard, RequestContext, SecureChannelError, ServerSession, DEFAULT_MAX_SKEW_MS,
};

use crate::clock::millis;
use crate::ids;

/// Accepted clock difference of sealed requests: five minutes either way.
pub const MAX_SKEW_MS: u64 = DEFAULT_MAX_SKEW_MS;

struct Entry {
    session: Arc<ServerSession>,
    guard: ReplayGuard,
    expires_at: i64,
}

/// Sessions by id. They are not persisted: after a restart clients open a new one.
pub struct ChannelStore {
    ttl_ms: i64,
    sessions: Mutex<HashMap<String, Entry>>,
}

impl ChannelStore {
    /// An empty store whose sessions live `ttl`.
    pub fn new(ttl: Duration) -> Self {
        Self {
            ttl_ms: millis(ttl),
            sessions: Mutex::new(HashMap::new()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry>> {
        // Entries stay consistent across a panic (each update is one insert or remove).
        self.sessions.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stores a new session; returns its id.
    pub fn insert(&self, session: ServerSession, now: i64) -> String {
        let id = ids::biz_id("scs");
        let mut sessions = self.lock();
        sessions.retain(|_, e| e.expires_at > now);
        sessions.insert(
            id.clone(),
            Entry {
                session: Arc::new(session),
                guard: ReplayGuard::new(MAX_SKEW_MS),
                expires_at: now.saturating_add(self.ttl_ms),
            },
        );
        id
    }

    /// The live session with this id.
    pub fn get(&self, id: &str, now: i64) -> Option<Arc<ServerSession>> {
        self.lock()
            .get(id)
            .filter(|e| e.expires_at > now)
            .map(|e| Arc::clone(&e.session))
    }

    /// Records an opened request's id; refuses a replay or a stale timestamp.
    pub fn record(&self, ctx: &RequestContext, now: i64) -> Result<(), SecureChannelError> {
        let mut sessions = self.lock();
        match sessions.get_mut(ctx.session_id()) {
            Some(entry) => entry.guard.check_and_record(ctx, now),
            None => Err(SecureChannelError::NotBound),
        }
    }

    /// Closes a session; false when there was no live one.
    pub fn remove(&self, id: &str, now: i64) -> bool {
        self.lock().remove(id).is_some_and(|e| e.expires_at > now)
    }
}
