//! Keys of errors texts.

/// Error messages: one per error code, plus transport failures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKey {
    /// The account is waiting for an administrator's approval.
    AccountPendingApproval,
    /// The server's bot check refused a request that carries no challenge (4030, notification endpoints).
    BotChallenge4030,
    /// The notification channel was not found. It may have been deleted.
    ChannelNotFound4040,
    /// Error code: {code}
    CodeLabel,
    /// Details: {details}
    Details,
    /// This email is already registered.
    EmailAlreadyRegistered,
    /// The file was not found. It may have expired or been removed.
    FileNotFound,
    /// The server ran into a problem. Please try again in a moment.
    InternalError,
    /// The email or password is not correct.
    InvalidCredentials,
    /// The request had missing or invalid information. Check the form and try again.
    InvalidParameter,
    /// The server sent a response the portal could not read. Please try again.
    Malformed,
    /// That code is not correct. Check it and try again.
    MfaCodeInvalid,
    /// A code was sent recently. Please wait before requesting another.
    MfaSendCooldown,
    /// Too many failed attempts. Wait a while, then try again.
    TooManyAttempts,
    /// Too many failed attempts. Try again in {minutes} min.
    TooManyAttemptsMinutes,
    /// Too many failed attempts. Try again in {seconds} s.
    TooManyAttemptsSeconds,
    /// Cannot reach the server. Check your connection and try again.
    Network,
    /// The server did not answer. What you sent may have been done all the same: check before sending it again.
    NoAnswer,
    /// The server is taking too long to answer. Try again in a moment.
    TimedOut,
    /// The request failed (code {code}).
    Other,
    /// You do not have permission to do this in this workspace.
    PermissionDenied,
    /// This portal's access code was refused: a configuration problem for the administrator.
    PortalCodeInvalid,
    /// The item was not found. It may have been removed, or belong to another workspace.
    ResourceNotFound,
    /// The recharge has already been confirmed or rejected.
    RechargeNotPending,
    /// The secure connection to the server failed. Reload the page and try again.
    SecureChannelInvalidPayload,
    /// Your session expired. Please start again.
    SessionNotFound,
    /// Your session has ended. Please sign in again.
    SignedOut,
    /// Your session is no longer valid. Please sign in again.
    TokenInvalid,
    /// You are not signed in. Please sign in to continue.
    TokenMissing,
    /// You are not authorised for this request, or your session is no longer valid.
    Unauthorized4010,
    /// Some of the values entered did not pass validation. Correct them and try again.
    Validation4000,
}
