//! The one error type of every API call.

use std::fmt;

use portal_api::ErrorCode;

/// Why an API call failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApiError {
    /// The server answered with an error envelope of either convention.
    Server {
        /// HTTP status.
        status: u16,
        /// The code, symbolic or numeric.
        code: ErrorCode,
        /// The server's message, shown as text when the code has no message of its own.
        message: Option<String>,
    },
    /// The server could not be reached.
    Network(String),
    /// A read got no answer within the configured time: the server is up but slow.
    TimedOut,
    /// A write went out and no answer came back: it may or may not have been done.
    NoAnswer {
        /// What the browser said.
        cause: String,
        /// Whether it was given up after the configured time (the server was reached, but
        /// slow) rather than cut off.
        timed_out: bool,
    },
    /// The server, or a gateway in front of it, failed without an envelope (an HTML error page
    /// with this HTTP status): no code was sent, so none is shown.
    Unavailable(u16),
    /// The server answered something that is not the contract's shape.
    Malformed(String),
    /// The session ended (the refresh token was refused); the user must sign in again.
    SignedOut,
}

impl ApiError {
    /// The server's error code, if the server answered with one.
    pub fn code(&self) -> Option<&ErrorCode> {
        match self {
            Self::Server { code, .. } => Some(code),
            _ => None,
        }
    }

    /// Whether the server answered with this code.
    pub fn is(&self, code: &ErrorCode) -> bool {
        self.code() == Some(code)
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Server {
                status,
                code,
                message,
            } => write!(
                f,
                "{code} (HTTP {status}): {}",
                message.as_deref().unwrap_or(code.default_message())
            ),
            Self::Network(cause) => write!(f, "the server could not be reached: {cause}"),
            Self::TimedOut => f.write_str("the server did not answer in time"),
            Self::NoAnswer { cause, .. } => write!(f, "no answer to a write: {cause}"),
            Self::Unavailable(status) => write!(f, "the server failed (HTTP {status})"),
            Self::Malformed(cause) => write!(f, "unexpected answer from the server: {cause}"),
            Self::SignedOut => f.write_str("the session has ended"),
        }
    }
}

impl std::error::Error for ApiError {}
