//! The secure-channel error type: one wire-visible rejection, plus local misuse and key errors.

/// Wire code sent for every payload the server cannot open.
pub const INVALID_PAYLOAD_CODE: &str = "SECURE_CHANNEL.INVALID_PAYLOAD";

/// Why a payload was rejected; kept for tests and server-side logs, never sent on the wire.
///
/// `Display` of [`SecureChannelError::InvalidPayload`] does not include it, so that the answer a
/// peer sees is the same whatever check failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rejection {
    /// The body is not the expected JSON shape.
    Json,
    /// A base64 field is not canonical padded standard base64.
    Base64,
    /// A decoded field has the wrong length.
    Length,
    /// The `v` field is not a supported version.
    Version,
    /// Method, path, session id or request id cannot be bound unambiguously.
    Binding,
    /// The timestamp is outside the accepted skew window.
    Stale,
    /// The request id was already seen in this session.
    Replay,
    /// RSA-OAEP unwrapping failed.
    Unwrap,
    /// AES-GCM authentication failed (wrong key, IV, AAD or ciphertext).
    Tag,
    /// A plain body arrived where only a sealed body or a plain error is allowed.
    PlainSuccess,
}

/// Errors of the secure channel. `Display` never shows key material.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SecureChannelError {
    /// Something received could not be opened; on the wire this is always
    /// `SECURE_CHANNEL.INVALID_PAYLOAD`, whatever the [`Rejection`].
    #[error("invalid secure-channel payload")]
    InvalidPayload(Rejection),
    /// A public or private key is not a valid RSA-2048 key in the expected encoding.
    #[error("invalid secure-channel key")]
    InvalidKey,
    /// Caller input (method, path, request id, session id) cannot be sealed unambiguously.
    #[error("invalid secure-channel input")]
    InvalidInput,
    /// The client channel has no session id yet; call `bind` first.
    #[error("secure channel is not bound to a session")]
    NotBound,
    /// Key generation or encryption failed (random source or size limits).
    #[error("secure-channel cryptographic operation failed")]
    Crypto,
}

impl SecureChannelError {
    /// The rejection reason when this is an [`SecureChannelError::InvalidPayload`].
    pub fn rejection(&self) -> Option<Rejection> {
        match self {
            Self::InvalidPayload(reason) => Some(*reason),
            _ => None,
        }
    }

    /// Whether this error is the wire-visible `SECURE_CHANNEL.INVALID_PAYLOAD`.
    pub fn is_invalid_payload(&self) -> bool {
        matches!(self, Self::InvalidPayload(_))
    }
}

/// Shorthand used inside the module.
pub(crate) fn reject(reason: Rejection) -> SecureChannelError {
    SecureChannelError::InvalidPayload(reason)
}
