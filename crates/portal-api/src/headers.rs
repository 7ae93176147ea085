//! Header names the contract uses.

/// The portal access code sent on every tenant endpoint.
pub const PORTAL_ACCESS_CODE: &str = "X-PORTAL-ACCESS-CODE";
/// The selected workspace's business id.
pub const WORKSPACE_ID: &str = "X-Workspace-Id";
/// A fresh UUID per request.
pub const REQUEST_ID: &str = "X-Request-Id";
/// A stable client fingerprint.
pub const CLIENT_HASH: &str = "X-Client-Hash";
/// The chosen locale on tenant endpoints.
pub const LOCALE: &str = "X-LOCALE";
/// The secure-channel session of an encrypted pre-login call.
pub const SECURE_CHANNEL_SESSION_ID: &str = "X-Secure-Channel-Session-Id";
