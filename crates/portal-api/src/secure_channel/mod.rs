//! Secure channel for pre-login bodies: RSA-OAEP wrapped AES-256-GCM keys (docs/secure-channel.md).

mod aad;
#[cfg(feature = "rust-crypto")]
mod cipher;
#[cfg(feature = "rust-crypto")]
mod client;
mod context;
mod encoding;
mod error;
mod keys;
mod replay;
#[cfg(feature = "rust-crypto")]
mod server;
#[cfg(feature = "rust-crypto")]
mod server_key;
mod wire;

pub use aad::{request_aad, response_aad, REQUEST_AAD_PREFIX, RESPONSE_AAD_PREFIX};
#[cfg(feature = "rust-crypto")]
pub use client::{ClientChannel, WrappedKeys};
pub use context::RequestContext;
pub use encoding::{
    decode as decode_base64, decode_array as decode_base64_array, encode as encode_base64,
};
pub use error::{Rejection, SecureChannelError, INVALID_PAYLOAD_CODE};
#[cfg(feature = "rust-crypto")]
pub use keys::{AesKey, SessionKeys};
pub use keys::{SecretBytes, AES_KEY_LEN, IV_LEN, TAG_LEN};
pub use replay::{ReplayGuard, DEFAULT_MAX_SKEW_MS, MAX_TRACKED_REQUESTS};
#[cfg(feature = "rust-crypto")]
pub use server::ServerSession;
#[cfg(feature = "rust-crypto")]
pub use server_key::ServerKeyPair;
pub use wire::{
    check_version, read_response, PublicKeyInfo, ResponseBody, SealedRequest, SealedResponse,
    SessionCreated, SessionRequest, ALGORITHM, KEY_SIZE_BITS, VERSION,
};
