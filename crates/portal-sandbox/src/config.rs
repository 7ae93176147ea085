//! The sandbox's settings: address, files, access codes, lifetimes, bot challenge, CORS and
//! attempt limits.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use portal_api::secure_channel::ServerKeyPair;

use crate::attempts::AttemptLimit;
use crate::clock::Clock;
use crate::demo;

/// Everything [`crate::start`] needs. `Default` gives the CLI's defaults.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Address to listen on; port 0 picks a free port (see `RunningSandbox::addr`).
    pub listen: SocketAddr,
    /// SQLite file; created and seeded when missing.
    pub db_path: PathBuf,
    /// The built portal (Trunk's `dist/` folder).
    pub dist_dir: PathBuf,
    /// Delete the database file first, then seed a new one.
    pub reset: bool,
    /// `X-PORTAL-ACCESS-CODE` of the service portal.
    pub service_access_code: String,
    /// `X-PORTAL-ACCESS-CODE` of tenant portals.
    pub tenant_access_code: String,
    /// Access token lifetime (`expiresIn` of the token pair).
    pub access_token_ttl: Duration,
    /// Refresh token lifetime.
    pub refresh_token_ttl: Duration,
    /// Login session lifetime.
    pub login_session_ttl: Duration,
    /// Lifetime of an emailed sign-in code.
    pub email_code_ttl: Duration,
    /// Time between two `mfa/send` calls of one login session.
    pub mfa_cooldown: Duration,
    /// Registration session lifetime.
    pub registration_session_ttl: Duration,
    /// Secure-channel session lifetime.
    pub secure_channel_ttl: Duration,
    /// Accept only Cloudflare's test token at `password/forgot` (else also an empty one).
    pub require_bot_challenge: bool,
    /// Origins answered with CORS headers; none by default.
    pub cors_origins: Vec<String>,
    /// A ready RSA-2048 key to store when seeding, instead of generating one (slow in debug
    /// builds; tests share one). An existing database keeps its own key.
    pub secure_channel_key: Option<Arc<ServerKeyPair>>,
    /// How long an export takes to become ready after it is asked for.
    pub export_delay: Duration,
    /// Wrong codes a login session (email code, authenticator, backup code) or a registration
    /// session (emailed code) survives: the last one ends it.
    pub code_attempts: u32,
    /// Wrong passwords (or unknown emails) per email address at `login/initiate`.
    pub password_attempts_per_account: AttemptLimit,
    /// Wrong passwords per client (peer IP address) at `login/initiate`, across emails.
    pub password_attempts_per_client: AttemptLimit,
    /// The time the attempt windows are measured in; tests keep a clone and move it.
    pub clock: Clock,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from((Ipv4Addr::LOCALHOST, 8080)),
            db_path: PathBuf::from("sandbox.db"),
            dist_dir: PathBuf::from("dist"),
            reset: false,
            service_access_code: demo::SERVICE_ACCESS_CODE.to_owned(),
            tenant_access_code: demo::TENANT_ACCESS_CODE.to_owned(),
            access_token_ttl: Duration::from_secs(3600),
            refresh_token_ttl: Duration::from_secs(7 * 24 * 3600),
            login_session_ttl: Duration::from_secs(300),
            email_code_ttl: Duration::from_secs(300),
            mfa_cooldown: Duration::from_secs(60),
            registration_session_ttl: Duration::from_secs(600),
            secure_channel_ttl: Duration::from_secs(600),
            require_bot_challenge: false,
            cors_origins: Vec::new(),
            secure_channel_key: None,
            export_delay: Duration::from_secs(3),
            code_attempts: 5,
            password_attempts_per_account: AttemptLimit {
                max: 10,
                window: Duration::from_secs(15 * 60),
            },
            password_attempts_per_client: AttemptLimit {
                max: 30,
                window: Duration::from_secs(15 * 60),
            },
            clock: Clock::default(),
        }
    }
}
