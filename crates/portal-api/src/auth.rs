//! Sign-in, second factor, tokens, registration and password wire types.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::enumeration::EnumObject;

/// MFA methods and their numeric values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MfaMethod {
    /// A code sent by email (needs `mfa/send`).
    Email,
    /// A code from an authenticator app (TOTP).
    Otp,
    /// A one-time backup code.
    BackupCode,
}

impl MfaMethod {
    /// Every method.
    pub const ALL: [MfaMethod; 3] = [Self::Email, Self::Otp, Self::BackupCode];

    /// The symbolic code.
    pub fn code(self) -> &'static str {
        match self {
            Self::Email => "EMAIL",
            Self::Otp => "OTP",
            Self::BackupCode => "BACKUP_CODE",
        }
    }

    /// The numeric value sent as `method`.
    pub fn value(self) -> i64 {
        match self {
            Self::Email => 10011001,
            Self::Otp => 10011002,
            Self::BackupCode => 10011005,
        }
    }

    /// Whether the code is delivered by the server (so `mfa/send` comes first).
    pub fn is_delivered(self) -> bool {
        matches!(self, Self::Email)
    }

    /// Finds the method with this numeric value.
    pub fn from_value(value: i64) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.value() == value)
    }

    /// Finds the method of an enumeration object, by value or else by code.
    pub fn from_enum(e: &EnumObject) -> Option<Self> {
        Self::from_value(e.value).or_else(|| Self::ALL.into_iter().find(|m| m.code() == e.code))
    }

    /// The enumeration object the server lists in `mfaMethods`.
    pub fn to_enum(self) -> EnumObject {
        EnumObject::new(self.code(), self.value())
    }
}

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

/// `POST /auth/password/forgot` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PasswordForgotRequest {
    /// Account email.
    pub email: String,
    /// The bot-challenge token.
    pub turnstile_token: String,
}

/// The result of `password/forgot`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PasswordForgotResult {
    /// Whether the request was taken.
    pub success: bool,
    /// A message for the person.
    pub message: String,
}

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
