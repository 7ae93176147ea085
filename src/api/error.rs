//! The one error type of every API call.

use std::fmt;
use std::sync::Arc;

use portal_api::ErrorCode;

use super::refusal::Refusal;

/// What lay under a failure, kept for [`std::error::Error::source`] and developers' logs; a
/// person is shown the failure's own message, never this.
#[derive(Clone)]
pub struct Cause(Arc<dyn std::error::Error + Send + Sync>);

/// A cause known only by what the browser or a decoder said of it.
#[derive(Debug)]
struct Described(String);

impl fmt::Display for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Described {}

impl Cause {
    /// Keeps `error` as the cause.
    pub fn new(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        Self(Arc::new(error))
    }

    /// A cause that is only a description (a browser's error value, a decoder's words).
    pub fn described(text: impl Into<String>) -> Self {
        Self::new(Described(text.into()))
    }
}

impl fmt::Debug for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

// Two failures are the same when their causes read the same: what a person sees, or a test
// compares, never depends on which allocation holds the cause.
impl PartialEq for Cause {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for Cause {}

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
    /// The server refused for lack of permission: the caller's role may not view or change
    /// this (HTTP 403 with an `ACCESS.…` code, or `4030` on a notification endpoint; see
    /// [`super::refusal`]).
    Refused {
        /// HTTP status.
        status: u16,
        /// The code, as sent.
        code: ErrorCode,
        /// What was refused: the area, when the path names one, and whether to view or change.
        refusal: Refusal,
    },
    /// The server refuses more sign-in attempts for now (wrong passwords were limited); its
    /// message says how long to wait.
    Limited {
        /// HTTP status.
        status: u16,
        /// The code, as sent.
        code: ErrorCode,
        /// The server's message, which states the wait.
        message: Option<String>,
    },
    /// The server could not be reached.
    Network(Cause),
    /// A read got no answer within the configured time: the server is up but slow.
    TimedOut,
    /// A write went out and no answer came back: it may or may not have been done.
    NoAnswer {
        /// What the browser said.
        cause: Cause,
        /// Whether it was given up after the configured time (the server was reached, but
        /// slow) rather than cut off.
        timed_out: bool,
    },
    /// The server, or a gateway in front of it, failed without an envelope (an HTML error page
    /// with this HTTP status): no code was sent, so none is shown.
    Unavailable(u16),
    /// The server answered something that is not the contract's shape.
    Malformed(Cause),
    /// The session ended (the refresh token was refused); the user must sign in again.
    SignedOut,
}

impl ApiError {
    /// The server's error code, if the server answered with one.
    pub fn code(&self) -> Option<&ErrorCode> {
        match self {
            Self::Server { code, .. } | Self::Refused { code, .. } | Self::Limited { code, .. } => {
                Some(code)
            }
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
            Self::Limited {
                status,
                code,
                message,
            } => write!(
                f,
                "{code} (HTTP {status}): attempts limited: {}",
                message.as_deref().unwrap_or_default()
            ),
            Self::Refused {
                status,
                code,
                refusal,
            } => write!(
                f,
                "{code} (HTTP {status}): the role may not {:?} {:?}",
                refusal.access, refusal.area
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

impl std::error::Error for ApiError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Network(cause) | Self::Malformed(cause) | Self::NoAnswer { cause, .. } => {
                Some(&*cause.0)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
// A test states what it expects by unwrapping: the module's no-panic rule is for the app.
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use std::error::Error as _;

    use super::*;

    #[test]
    fn a_malformed_answer_keeps_the_decoders_error_as_its_source() {
        let decoder = serde_json::from_str::<u8>("x").unwrap_err();
        let line = decoder.line();
        let error = ApiError::Malformed(Cause::new(decoder));
        let source = error.source().expect("a source");
        let kept = source
            .downcast_ref::<serde_json::Error>()
            .expect("the decoder's error");
        assert_eq!(kept.line(), line);
        assert!(error.to_string().contains(&source.to_string()));
    }

    #[test]
    fn a_refusal_by_the_server_has_no_source() {
        let refused = ApiError::Server {
            status: 403,
            code: ErrorCode::parse("ACCESS.DENIED"),
            message: None,
        };
        assert!(refused.source().is_none());
        assert!(ApiError::SignedOut.source().is_none());
    }
}
