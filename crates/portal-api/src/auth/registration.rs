//! Registration wire types: initiate, verify the emailed code, complete.

use serde::{Deserialize, Serialize};

/// `POST /auth/register/initiate` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterInitiateRequest {
    /// Email to register.
    pub email: String,
    /// The account's name.
    pub account_name: String,
}

/// A registration session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationSession {
    /// The session to pass to verify and complete.
    pub session_id: String,
    /// The email being registered.
    pub email: String,
    /// Seconds until the session expires (600).
    pub expires_in: u64,
}

/// `POST /auth/register/verify` body.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterVerifyRequest {
    /// The registration session.
    pub session_id: String,
    /// The emailed code.
    pub code: String,
}

impl std::fmt::Debug for RegisterVerifyRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegisterVerifyRequest { .. }")
    }
}

/// The result of `register/verify`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterVerifyResult {
    /// The registration session.
    pub session_id: String,
    /// Whether the email is verified.
    pub verified: bool,
    /// When it was verified (ISO 8601).
    pub verified_at: Option<String>,
}

/// `POST /auth/register/complete` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterCompleteRequest {
    /// The registration session.
    pub session_id: String,
    /// The account's name.
    pub account_name: String,
    /// Locale tag.
    pub default_language: String,
    /// IANA zone id.
    pub default_timezone: String,
}

/// The result of `register/complete`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterCompleteResult {
    /// The new account.
    pub account_biz_id: String,
    /// Its email.
    pub email: String,
    /// Its status, as a string.
    pub status: String,
    /// False when `password/init` must follow.
    pub password_initialized: bool,
}
