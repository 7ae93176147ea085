//! Every error code of the contract, symbolic and numeric, with its HTTP status and default message.

use std::fmt;

/// An error code as the server sends it.
///
/// Symbolic codes (`AUTH.INVALID_CREDENTIALS`) and numeric codes (`4000`) are one type, so a
/// client handles both conventions in one place. Codes the contract does not list are kept as
/// [`ErrorCode::Other`] with their text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// `VALIDATION.INVALID_PARAMETER`: malformed or empty body, bad parameters.
    InvalidParameter,
    /// `ACCESS.TOKEN_MISSING`: no bearer token on an authenticated endpoint.
    TokenMissing,
    /// `AUTH.INVALID_CREDENTIALS`: wrong email or password.
    InvalidCredentials,
    /// `AUTH.SESSION_NOT_FOUND`: unknown or expired session (refresh, sign-in, registration).
    SessionNotFound,
    /// `AUTH.MFA_SEND_COOLDOWN`: a resend before the cooldown ended.
    MfaSendCooldown,
    /// `AUTH.MFA_CODE_INVALID`: wrong second-factor code; the session stays usable.
    MfaCodeInvalid,
    /// `AUTH.EMAIL_ALREADY_REGISTERED`: the contract's "targeted failure" for a duplicate email.
    EmailAlreadyRegistered,
    /// `RESOURCE.NOT_FOUND`: unknown business id.
    ResourceNotFound,
    /// `FILE.NOT_FOUND`: unknown file id.
    FileNotFound,
    /// `SECURE_CHANNEL.INVALID_PAYLOAD`: a secure-channel payload that cannot be opened.
    SecureChannelInvalidPayload,
    /// `SYSTEM.INTERNAL_ERROR`: unexpected failure.
    InternalError,
    /// Numeric `4000`: validation error.
    Validation4000,
    /// Numeric `4010`: unauthorized.
    Unauthorized4010,
    /// Numeric `4030`: bot-challenge verification failed.
    BotChallenge4030,
    /// Numeric `4040`: channel not found.
    ChannelNotFound4040,
    /// `ACCESS.TOKEN_INVALID`: an unknown or expired bearer token. Not in the contract, which
    /// names only the missing token; chosen where it is silent (`docs/decisions/contract-gaps.md`).
    TokenInvalid,
    /// `ACCESS.PORTAL_CODE_INVALID`: a missing or unknown portal access code (not in the contract).
    PortalCodeInvalid,
    /// `AUTH.ACCOUNT_PENDING_APPROVAL`: the account awaits approval (not in the contract).
    AccountPendingApproval,
    /// `RECHARGE.NOT_PENDING`: confirming or rejecting a recharge already decided (not in the
    /// contract, which does not show recharge transitions; `docs/decisions/contract-gaps.md`).
    RechargeNotPending,
    /// `ACCESS.PERMISSION_DENIED`: the caller's role in the workspace lacks the permission the
    /// endpoint needs, or the record or setting is outside what the caller may change (not in
    /// the contract, which shows no permission per endpoint; `docs/sandbox.md`).
    PermissionDenied,
    /// A code this contract does not list, kept as sent.
    Other(String),
}

impl ErrorCode {
    /// Every listed code (not [`ErrorCode::Other`]).
    pub const LISTED: [ErrorCode; 20] = [
        Self::InvalidParameter,
        Self::TokenMissing,
        Self::InvalidCredentials,
        Self::SessionNotFound,
        Self::MfaSendCooldown,
        Self::MfaCodeInvalid,
        Self::EmailAlreadyRegistered,
        Self::ResourceNotFound,
        Self::FileNotFound,
        Self::SecureChannelInvalidPayload,
        Self::InternalError,
        Self::Validation4000,
        Self::Unauthorized4010,
        Self::BotChallenge4030,
        Self::ChannelNotFound4040,
        Self::TokenInvalid,
        Self::PortalCodeInvalid,
        Self::AccountPendingApproval,
        Self::RechargeNotPending,
        Self::PermissionDenied,
    ];

    /// The code as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::InvalidParameter => "VALIDATION.INVALID_PARAMETER",
            Self::TokenMissing => "ACCESS.TOKEN_MISSING",
            Self::InvalidCredentials => "AUTH.INVALID_CREDENTIALS",
            Self::SessionNotFound => "AUTH.SESSION_NOT_FOUND",
            Self::MfaSendCooldown => "AUTH.MFA_SEND_COOLDOWN",
            Self::MfaCodeInvalid => "AUTH.MFA_CODE_INVALID",
            Self::EmailAlreadyRegistered => "AUTH.EMAIL_ALREADY_REGISTERED",
            Self::ResourceNotFound => "RESOURCE.NOT_FOUND",
            Self::FileNotFound => "FILE.NOT_FOUND",
            Self::SecureChannelInvalidPayload => "SECURE_CHANNEL.INVALID_PAYLOAD",
            Self::InternalError => "SYSTEM.INTERNAL_ERROR",
            Self::Validation4000 => "4000",
            Self::Unauthorized4010 => "4010",
            Self::BotChallenge4030 => "4030",
            Self::ChannelNotFound4040 => "4040",
            Self::TokenInvalid => "ACCESS.TOKEN_INVALID",
            Self::PortalCodeInvalid => "ACCESS.PORTAL_CODE_INVALID",
            Self::AccountPendingApproval => "AUTH.ACCOUNT_PENDING_APPROVAL",
            Self::RechargeNotPending => "RECHARGE.NOT_PENDING",
            Self::PermissionDenied => "ACCESS.PERMISSION_DENIED",
            Self::Other(code) => code,
        }
    }

    /// Parses a wire code; anything unlisted becomes [`ErrorCode::Other`].
    pub fn parse(code: &str) -> Self {
        Self::LISTED
            .into_iter()
            .find(|c| c.as_str() == code)
            .unwrap_or_else(|| Self::Other(code.to_owned()))
    }

    /// Whether the code says the bearer token is missing, unknown or expired, so that a
    /// refreshed token may succeed where this one failed.
    pub fn is_token_problem(&self) -> bool {
        matches!(
            self,
            Self::TokenMissing | Self::TokenInvalid | Self::Unauthorized4010
        )
    }

    /// Whether this is one of the numeric convention's codes.
    pub fn is_numeric(&self) -> bool {
        matches!(
            self,
            Self::Validation4000
                | Self::Unauthorized4010
                | Self::BotChallenge4030
                | Self::ChannelNotFound4040
        )
    }

    /// The HTTP status the server answers with. Where the contract leaves it open, the status
    /// follows the code's meaning (see `docs/decisions/contract-gaps.md`).
    pub fn http_status(&self) -> u16 {
        match self {
            Self::InvalidParameter
            | Self::SecureChannelInvalidPayload
            | Self::MfaCodeInvalid
            | Self::Validation4000
            | Self::Other(_) => 400,
            Self::TokenMissing
            | Self::InvalidCredentials
            | Self::Unauthorized4010
            | Self::TokenInvalid => 401,
            Self::BotChallenge4030
            | Self::PortalCodeInvalid
            | Self::AccountPendingApproval
            | Self::PermissionDenied => 403,
            Self::SessionNotFound
            | Self::ResourceNotFound
            | Self::FileNotFound
            | Self::ChannelNotFound4040 => 404,
            Self::EmailAlreadyRegistered | Self::RechargeNotPending => 409,
            Self::MfaSendCooldown => 429,
            Self::InternalError => 500,
        }
    }

    /// The message the contract shows for the code.
    pub fn default_message(&self) -> &'static str {
        match self {
            Self::InvalidParameter => "Invalid request parameters",
            Self::TokenMissing => "Authentication token is required",
            Self::InvalidCredentials => "Invalid credentials",
            Self::SessionNotFound => "Authentication session was not found",
            Self::MfaSendCooldown => "Please wait before requesting another code",
            Self::MfaCodeInvalid => "Invalid verification code",
            Self::EmailAlreadyRegistered => "Email is already registered",
            Self::ResourceNotFound => "Resource not found",
            Self::FileNotFound => "File was not found",
            Self::SecureChannelInvalidPayload => "Invalid payload format",
            Self::InternalError => "Internal server error",
            Self::Validation4000 => "validation error",
            Self::Unauthorized4010 => "unauthorized",
            Self::BotChallenge4030 => "bot-challenge verification failed",
            Self::ChannelNotFound4040 => "channel not found",
            Self::TokenInvalid => "Authentication token is invalid or expired",
            Self::PortalCodeInvalid => "Portal access code is not valid",
            Self::AccountPendingApproval => "The account is awaiting approval",
            Self::RechargeNotPending => "Recharge is no longer pending",
            Self::PermissionDenied => "You do not have permission to do this",
            Self::Other(_) => "Request failed",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
