//! Base64 (standard alphabet, canonical padding) encoding and strict decoding of wire fields.

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;

use super::error::{reject, Rejection, SecureChannelError};

/// Encodes bytes as standard, padded base64 (RFC 4648 section 4).
pub fn encode(bytes: &[u8]) -> String {
    STANDARD.encode(bytes)
}

/// Decodes standard base64, requiring canonical padding and no whitespace.
pub fn decode(text: &str) -> Result<Vec<u8>, SecureChannelError> {
    STANDARD.decode(text).map_err(|_| reject(Rejection::Base64))
}

/// Decodes standard base64 that must hold exactly `N` bytes.
pub fn decode_array<const N: usize>(text: &str) -> Result<[u8; N], SecureChannelError> {
    let bytes = decode(text)?;
    <[u8; N]>::try_from(bytes.as_slice()).map_err(|_| reject(Rejection::Length))
}
