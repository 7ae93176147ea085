//! The state every handler shares: settings, database, secure channel, counters, CSP.

use std::ops::Deref;
use std::sync::Arc;

use portal_api::secure_channel::{PublicKeyInfo, SecretBytes, ServerKeyPair};

use crate::attempts::PasswordGuard;
use crate::channel_store::ChannelStore;
use crate::config::SandboxConfig;
use crate::csp::CspSource;
use crate::csp_reports::CspReports;
use crate::db::Db;
use crate::stats::Stats;
use crate::tokens::Lifetimes;

/// Cheap to clone; derefs to [`Inner`].
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// The shared parts.
pub struct Inner {
    /// Settings as started.
    pub config: SandboxConfig,
    /// The database.
    pub db: Db,
    /// Open secure-channel sessions.
    pub channels: ChannelStore,
    /// Request counters.
    pub stats: Stats,
    /// The secure channel's key pair.
    pub key: Arc<ServerKeyPair>,
    /// What `GET /secure-channel/public-key` answers.
    pub public_key: PublicKeyInfo,
    /// HMAC secret of access tokens.
    pub token_secret: SecretBytes,
    /// The Content-Security-Policy source.
    pub csp: CspSource,
    /// CSP violation reports received.
    pub csp_reports: CspReports,
    /// Wrong passwords per account and per client.
    pub password_guard: PasswordGuard,
}

impl AppState {
    /// Wraps the parts.
    pub fn new(inner: Inner) -> Self {
        Self(Arc::new(inner))
    }

    /// Token lifetimes from the settings.
    pub fn token_lifetimes(&self) -> Lifetimes {
        Lifetimes {
            access: self.config.access_token_ttl,
            refresh: self.config.refresh_token_ttl,
        }
    }
}

impl Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
