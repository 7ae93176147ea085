//! Server side session: open sealed requests, seal responses.

use rand_core::{CryptoRng, RngCore};

use super::aad::{request_aad, response_aad};
use super::cipher::{open_fields, seal_fields};
use super::context::RequestContext;
use super::error::{reject, Rejection, SecureChannelError};
use super::keys::{random_array, SessionKeys, IV_LEN};
use super::wire::{SealedRequest, SealedResponse, VERSION};

/// The server's end of one secure-channel session. `Debug` never shows the keys.
#[derive(Debug)]
pub struct ServerSession {
    keys: SessionKeys,
}

impl ServerSession {
    /// A session over known keys (known-answer tests, restoring a stored session).
    pub fn from_keys(keys: SessionKeys) -> Self {
        Self { keys }
    }

    /// Opens a sealed request body received with `method`, `path` (the contract path, no
    /// query) and the `X-Secure-Channel-Session-Id` header value `session_id`.
    ///
    /// Rejects a timestamp more than `max_skew_ms` away from `now_ms`. Replays are the caller's
    /// to reject: record [`RequestContext::request_id`], for example in a
    /// [`ReplayGuard`](super::ReplayGuard). Every failure is `InvalidPayload`.
    pub fn open_request(
        &self,
        method: &str,
        path: &str,
        session_id: &str,
        sealed: &SealedRequest,
        now_ms: i64,
        max_skew_ms: u64,
    ) -> Result<(Vec<u8>, RequestContext), SecureChannelError> {
        if now_ms.abs_diff(sealed.timestamp) > max_skew_ms {
            return Err(reject(Rejection::Stale));
        }
        let aad = request_aad(
            method,
            path,
            session_id,
            &sealed.request_id,
            sealed.timestamp,
        )
        .ok_or(reject(Rejection::Binding))?;
        let plaintext = open_fields(
            &self.keys.request,
            sealed.v,
            &sealed.iv,
            &sealed.ciphertext,
            &aad,
        )?;
        let context = RequestContext::new(session_id, sealed.request_id.as_str(), sealed.timestamp);
        Ok((plaintext, context))
    }

    /// Seals the whole JSON response envelope of the request `req` with a fresh random IV.
    pub fn seal_response<R: CryptoRng + RngCore>(
        &self,
        req: &RequestContext,
        plaintext: &[u8],
        rng: &mut R,
    ) -> Result<SealedResponse, SecureChannelError> {
        let iv = random_array::<IV_LEN, R>(rng)?;
        self.seal_response_with_iv(req, plaintext, iv)
    }

    /// Seals with a caller-chosen IV. Only for known-answer tests: an IV must never repeat
    /// under one key.
    pub fn seal_response_with_iv(
        &self,
        req: &RequestContext,
        plaintext: &[u8],
        iv: [u8; IV_LEN],
    ) -> Result<SealedResponse, SecureChannelError> {
        let aad = response_aad(req.session_id(), req.request_id())
            .ok_or(SecureChannelError::InvalidInput)?;
        let (iv, ciphertext) = seal_fields(&self.keys.response, &iv, &aad, plaintext)?;
        Ok(SealedResponse {
            v: VERSION,
            iv,
            ciphertext,
        })
    }
}
