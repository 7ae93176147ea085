//! Secure channel for pre-login bodies: RSA-OAEP wrapped AES-256-GCM keys (docs/secure-channel.md).

mod aad;
mod cipher;
mod client;
mod context;
mod encoding;
mod error;
mod keys;
mod replay;
mod server;
mod server_key;
mod wire;

pub use aad::{request_aad, response_aad, REQUEST_AAD_PREFIX, RESPONSE_AAD_PREFIX};
pub use client::{ClientChannel, WrappedKeys};
pub use context::RequestContext;
pub use error::{Rejection, SecureChannelError, INVALID_PAYLOAD_CODE};
pub use keys::{AesKey, SecretBytes, SessionKeys, AES_KEY_LEN, IV_LEN, TAG_LEN};
pub use replay::{ReplayGuard, DEFAULT_MAX_SKEW_MS, MAX_TRACKED_REQUESTS};
pub use server::ServerSession;
pub use server_key::ServerKeyPair;
pub use wire::{
    PublicKeyInfo, SealedRequest, SealedResponse, SessionCreated, SessionRequest, ALGORITHM,
    KEY_SIZE_BITS, VERSION,
};
