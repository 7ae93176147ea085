//! Sign-in wire types: initiate, second factor send and complete, tokens, refresh and logout.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::enumeration::EnumObject;

/// `POST /auth/login/initiate` body.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoginInitiateRequest {
    /// Account email.
    pub email: String,
    /// Password.
    pub password: String,
}

impl std::fmt::Debug for LoginInitiateRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoginInitiateRequest")
            .field("email", &self.email)
            .field("password", &"[redacted]")
            .finish()
    }
}

/// A login session, the result of `login/initiate`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginSession {
    /// The session to pass to `mfa/send` and `complete`.
    pub session_id: String,
    /// The second factors this account offers.
    pub mfa_methods: Vec<EnumObject>,
    /// Seconds until the session expires (300).
    pub expires_in: u64,
    /// Null, or the account's status value.
    #[serde(default)]
    pub account_status: Option<Value>,
    /// When true the client does not enter the application.
    #[serde(default)]
    pub pending_approval: bool,
}

/// `POST /auth/login/mfa/send` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MfaSendRequest {
    /// The login session.
    pub session_id: String,
    /// The MFA method's numeric value.
    pub method: i64,
}

/// The result of `mfa/send`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MfaSendResult {
    /// Whether a code was sent.
    pub sent: bool,
    /// Seconds before another send is allowed.
    pub cooldown_seconds: u64,
    /// Seconds the code stays valid.
    pub code_expires_in: u64,
}

/// `POST /auth/login/complete` body.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginCompleteRequest {
    /// The login session.
    pub session_id: String,
    /// The MFA method's numeric value.
    pub method: i64,
    /// The code the person entered.
    pub code: String,
}

impl std::fmt::Debug for LoginCompleteRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoginCompleteRequest")
            .field("method", &self.method)
            .finish_non_exhaustive()
    }
}

/// An access and refresh token pair.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenPair {
    /// The bearer token (JWT).
    pub access_token: String,
    /// The token that buys a new pair.
    pub refresh_token: String,
    /// Seconds the access token lives (3600).
    pub expires_in: u64,
}

impl std::fmt::Debug for TokenPair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenPair")
            .field("access_token", &"[redacted]")
            .field("refresh_token", &"[redacted]")
            .field("expires_in", &self.expires_in)
            .finish()
    }
}

/// `POST /auth/token/refresh` body.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RefreshRequest {
    /// The refresh token.
    pub refresh_token: String,
}

impl std::fmt::Debug for RefreshRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RefreshRequest { .. }")
    }
}

/// The result of `logout`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LogoutResult {
    /// Whether the logout succeeded.
    pub success: bool,
    /// How many sessions ended.
    pub terminated_sessions: u64,
}
