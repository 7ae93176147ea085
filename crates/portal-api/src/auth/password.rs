//! Password wire types: forgotten password and first password after registration.

use serde::{Deserialize, Serialize};

/// `POST /auth/password/forgot` body. `Debug` hides the bot-challenge token.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PasswordForgotRequest {
    /// Account email.
    pub email: String,
    /// The bot-challenge token.
    pub turnstile_token: String,
}

impl std::fmt::Debug for PasswordForgotRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PasswordForgotRequest")
            .field("email", &self.email)
            .finish_non_exhaustive()
    }
}

/// The result of `password/forgot`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PasswordForgotResult {
    /// Whether the request was taken.
    pub success: bool,
    /// A message for the person.
    pub message: String,
}

/// `POST /auth/password/init` body.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PasswordInitRequest {
    /// The registration (password-init) session.
    pub session_id: String,
    /// The new password.
    pub password: String,
}

impl std::fmt::Debug for PasswordInitRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PasswordInitRequest { .. }")
    }
}

/// The result of `password/init`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PasswordInitResult {
    /// The account.
    pub biz_id: String,
    /// Its email.
    pub email: String,
    /// Its status value (10010202 once active).
    pub status: i64,
}
