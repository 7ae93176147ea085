//! English texts of errors.

use crate::i18n::ErrorKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ErrorKey) -> &'static str {
    match key {
        ErrorKey::AccountPendingApproval => {
            "Your account is awaiting approval. You can sign in once an administrator approves it."
        }
        ErrorKey::BotChallenge4030 => "The security check failed. Complete it again and retry.",
        ErrorKey::ChannelNotFound4040 => {
            "The notification channel was not found. It may have been deleted."
        }
        ErrorKey::CodeLabel => "Error code: {code}",
        ErrorKey::Details => "Details: {details}",
        ErrorKey::EmailAlreadyRegistered => "This email is already registered.",
        ErrorKey::FileNotFound => "The file was not found. It may have expired or been removed.",
        ErrorKey::InternalError => "The server ran into a problem. Please try again in a moment.",
        ErrorKey::InvalidCredentials => "The email or password is not correct.",
        ErrorKey::InvalidParameter => {
            "The request had missing or invalid information. Check the form and try again."
        }
        ErrorKey::Malformed => {
            "The server sent a response the portal could not read. Please try again."
        }
        ErrorKey::MfaCodeInvalid => "That code is not correct. Check it and try again.",
        ErrorKey::MfaSendCooldown => {
            "A code was sent recently. Please wait before requesting another."
        }
        ErrorKey::Network => "Cannot reach the server. Check your connection and try again.",
        ErrorKey::Other => "The request failed (code {code}).",
        ErrorKey::PortalCodeInvalid => {
            "This portal's access code was refused, so the portal cannot be used right now. \
             This is a configuration problem: please contact your administrator."
        }
        ErrorKey::RechargeNotPending => {
            "This recharge has already been confirmed or rejected. Reload to see its state."
        }
        ErrorKey::ResourceNotFound => "The item was not found. It may have been removed.",
        ErrorKey::SecureChannelInvalidPayload => {
            "The secure connection to the server failed. Reload the page and try again."
        }
        ErrorKey::SessionNotFound => "Your session expired. Please start again.",
        ErrorKey::SignedOut => "Your session has ended. Please sign in again.",
        ErrorKey::TokenInvalid => "Your session is no longer valid. Please sign in again.",
        ErrorKey::TokenMissing => "You are not signed in. Please sign in to continue.",
        ErrorKey::Unauthorized4010 => {
            "You are not authorised for this request, or your session is no longer valid."
        }
        ErrorKey::Validation4000 => {
            "Some of the values entered did not pass validation. Correct them and try again."
        }
    }
}
