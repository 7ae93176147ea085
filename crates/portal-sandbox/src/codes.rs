//! Error codes the sandbox sends that the contract does not list (see docs/sandbox.md).

use axum::http::StatusCode;
use portal_api::ErrorCode;

use crate::envelope::ApiError;

/// Missing or unknown `X-PORTAL-ACCESS-CODE` (HTTP 403).
pub const PORTAL_CODE_INVALID: &str = "ACCESS.PORTAL_CODE_INVALID";
/// A bearer token that is present but unknown, revoked or expired (HTTP 401).
pub const TOKEN_INVALID: &str = "ACCESS.TOKEN_INVALID";
/// `login/complete` (or `mfa/send`) for an account waiting for approval (HTTP 403).
pub const ACCOUNT_PENDING_APPROVAL: &str = "AUTH.ACCOUNT_PENDING_APPROVAL";
/// A known `/web/` path called with a method it does not take (HTTP 405).
pub const METHOD_NOT_ALLOWED: &str = "REQUEST.METHOD_NOT_ALLOWED";

fn other(code: ErrorCode, status: StatusCode, message: &'static str) -> ApiError {
    ApiError::new(code)
        .with_status(status)
        .with_message(message)
}

/// `ACCESS.PORTAL_CODE_INVALID`, HTTP 403.
pub fn portal_code_invalid() -> ApiError {
    other(
        ErrorCode::PortalCodeInvalid,
        StatusCode::FORBIDDEN,
        "Portal access code is not valid",
    )
}

/// `ACCESS.TOKEN_INVALID`, HTTP 401.
pub fn token_invalid() -> ApiError {
    other(
        ErrorCode::TokenInvalid,
        StatusCode::UNAUTHORIZED,
        "Authentication token is not valid or has expired",
    )
}

/// `AUTH.ACCOUNT_PENDING_APPROVAL`, HTTP 403.
pub fn account_pending_approval() -> ApiError {
    other(
        ErrorCode::AccountPendingApproval,
        StatusCode::FORBIDDEN,
        "Account is pending approval",
    )
}

/// `REQUEST.METHOD_NOT_ALLOWED`, HTTP 405.
pub fn method_not_allowed() -> ApiError {
    other(
        ErrorCode::Other(METHOD_NOT_ALLOWED.to_owned()),
        StatusCode::METHOD_NOT_ALLOWED,
        "Method not allowed",
    )
}
