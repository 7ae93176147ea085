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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterVerifyResult {
    /// The registration session.
    pub session_id: String,
    /// Whether the email is verified.
    pub verified: bool,
    /// When it was verified. The contract says only "timestamp": an ISO 8601 string or epoch
    /// milliseconds are both kept as sent (the portal does not show it).
    #[serde(default)]
    pub verified_at: Option<serde_json::Value>,
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

#[cfg(test)]
mod tests {
    use super::RegisterVerifyResult;

    #[test]
    fn a_verification_time_is_read_as_text_or_epoch_milliseconds() {
        for at in [r#""2026-11-24T10:00:00.000Z""#, "1795514400000", "null"] {
            let body = format!(r#"{{"sessionId": "s", "verified": true, "verifiedAt": {at}}}"#);
            let read: RegisterVerifyResult = serde_json::from_str(&body).unwrap();
            assert!(read.verified, "{at}");
        }
        let bare: RegisterVerifyResult =
            serde_json::from_str(r#"{"sessionId": "s", "verified": true}"#).unwrap();
        assert_eq!(bare.verified_at, None);
    }
}
