//! Wire types of the secure channel: public key info, session creation, sealed bodies.

use serde::{Deserialize, Serialize};

use super::error::{reject, Rejection, SecureChannelError};

/// Format version carried in the `v` field of sealed bodies.
pub const VERSION: u8 = 1;
/// Value of [`PublicKeyInfo::algorithm`].
pub const ALGORITHM: &str = "RSA-OAEP-2048";
/// RSA modulus size in bits.
pub const KEY_SIZE_BITS: u32 = 2048;

/// Data of `GET /secure-channel/public-key`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PublicKeyInfo {
    /// Identifier the client sends back in [`SessionRequest::key_id`].
    pub key_id: String,
    /// Standard padded base64 of the SubjectPublicKeyInfo DER of an RSA-2048 key.
    pub public_key: String,
    /// Always [`ALGORITHM`].
    pub algorithm: String,
    /// Always [`KEY_SIZE_BITS`].
    pub key_size: u32,
    /// When the key was created (server's text).
    pub created_at: String,
    /// When the key stops being accepted, if known.
    pub expires_at: Option<String>,
}

impl PublicKeyInfo {
    /// Whether the key is of the one algorithm and size this channel uses.
    pub fn is_supported(&self) -> bool {
        self.algorithm == ALGORITHM && self.key_size == KEY_SIZE_BITS
    }
}

/// Body of `POST /secure-channel/session`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionRequest {
    /// The [`PublicKeyInfo::key_id`] the keys were wrapped with.
    pub key_id: String,
    /// Base64 RSA-OAEP-SHA-256 encryption of the 32-byte request key.
    pub enc_req_key: String,
    /// Base64 RSA-OAEP-SHA-256 encryption of the 32-byte response key.
    pub enc_resp_key: String,
}

/// Data of a successful `POST /secure-channel/session`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionCreated {
    /// Value for the `X-Secure-Channel-Session-Id` header.
    pub session_id: String,
    /// Seconds until the session expires.
    pub expires_in: u64,
}

/// A sealed request body, sent instead of the plaintext JSON body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SealedRequest {
    /// Format version, [`VERSION`].
    pub v: u8,
    /// Per-request UUID (8-4-4-4-12 hex), unique within the session.
    pub request_id: String,
    /// Client time of sealing, milliseconds since the Unix epoch.
    pub timestamp: i64,
    /// Base64 of the 12-byte AES-GCM IV.
    pub iv: String,
    /// Base64 of AES-256-GCM ciphertext followed by the 16-byte tag.
    pub ciphertext: String,
}

/// A sealed response body, sent instead of the plaintext JSON envelope.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedResponse {
    /// Format version, [`VERSION`].
    pub v: u8,
    /// Base64 of the 12-byte AES-GCM IV.
    pub iv: String,
    /// Base64 of AES-256-GCM ciphertext followed by the 16-byte tag.
    pub ciphertext: String,
}

impl SealedRequest {
    /// Parses a sealed request body; any malformation is `InvalidPayload`.
    pub fn from_json(body: &[u8]) -> Result<Self, SecureChannelError> {
        serde_json::from_slice(body).map_err(|_| reject(Rejection::Json))
    }
}

impl SealedResponse {
    /// Parses a sealed response body; any malformation is `InvalidPayload`.
    pub fn from_json(body: &[u8]) -> Result<Self, SecureChannelError> {
        serde_json::from_slice(body).map_err(|_| reject(Rejection::Json))
    }
}

/// What a response to a sealed request holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResponseBody {
    /// A sealed body, to open with the response key.
    Sealed(SealedResponse),
    /// A plain error envelope (raised before the server could open the request), usable as is.
    PlainError,
}

/// Reads the response to a sealed request: a sealed body (a JSON object with a `v` member), or
/// a plain body that is a JSON object with `"success": false`. A plain success is refused, so
/// nobody between the peers can answer in the server's name.
pub fn read_response(body: &[u8]) -> Result<ResponseBody, SecureChannelError> {
    let value: serde_json::Value =
        serde_json::from_slice(body).map_err(|_| reject(Rejection::Json))?;
    let object = value.as_object().ok_or(reject(Rejection::Json))?;
    if !object.contains_key("v") {
        return match object.get("success") {
            Some(serde_json::Value::Bool(false)) => Ok(ResponseBody::PlainError),
            _ => Err(reject(Rejection::PlainSuccess)),
        };
    }
    serde_json::from_value(value)
        .map(ResponseBody::Sealed)
        .map_err(|_| reject(Rejection::Json))
}

/// Checks the `v` field.
pub fn check_version(v: u8) -> Result<(), SecureChannelError> {
    if v == VERSION {
        Ok(())
    } else {
        Err(reject(Rejection::Version))
    }
}
