//! Client side (browser): wrap fresh keys for the server, seal requests, open responses.

use rand_core::{CryptoRng, RngCore};
use rsa::pkcs8::DecodePublicKey;
use rsa::traits::PublicKeyParts;
use rsa::{Oaep, RsaPublicKey};
use sha2::Sha256;

use super::aad::{request_aad, response_aad};
use super::cipher::{open_fields, seal_fields};
use super::context::RequestContext;
use super::encoding;
use super::error::{reject, Rejection, SecureChannelError};
use super::keys::{random_array, AesKey, SessionKeys, IV_LEN};
use super::wire::{
    read_response, PublicKeyInfo, ResponseBody, SealedRequest, SessionRequest, KEY_SIZE_BITS,
    VERSION,
};

/// The two wrapped keys of a new session, to send in [`SessionRequest`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrappedKeys {
    /// Base64 RSA-OAEP encryption of the request key.
    pub enc_req_key: String,
    /// Base64 RSA-OAEP encryption of the response key.
    pub enc_resp_key: String,
}

impl WrappedKeys {
    /// The session creation body for the public key `key_id`.
    pub fn into_session_request(self, key_id: impl Into<String>) -> SessionRequest {
        SessionRequest {
            key_id: key_id.into(),
            enc_req_key: self.enc_req_key,
            enc_resp_key: self.enc_resp_key,
        }
    }
}

/// A client's end of one secure-channel session. `Debug` never shows the keys.
#[derive(Debug)]
pub struct ClientChannel {
    keys: SessionKeys,
    session_id: Option<String>,
}

impl ClientChannel {
    /// Draws fresh request and response keys and wraps them with the server's public key
    /// (standard base64 of SubjectPublicKeyInfo DER, RSA 2048 bits).
    pub fn establish<R: CryptoRng + RngCore>(
        public_key_b64: &str,
        rng: &mut R,
    ) -> Result<(Self, WrappedKeys), SecureChannelError> {
        let public_key = parse_public_key(public_key_b64)?;
        let keys = SessionKeys::generate(rng)?;
        let wrapped = WrappedKeys {
            enc_req_key: wrap(&public_key, &keys.request, rng)?,
            enc_resp_key: wrap(&public_key, &keys.response, rng)?,
        };
        Ok((Self::from_keys(keys), wrapped))
    }

    /// Like [`ClientChannel::establish`], from the public key endpoint's data; also checks
    /// `algorithm` and `keySize` and returns the complete session creation body.
    pub fn establish_with_info<R: CryptoRng + RngCore>(
        info: &PublicKeyInfo,
        rng: &mut R,
    ) -> Result<(Self, SessionRequest), SecureChannelError> {
        if !info.is_supported() {
            return Err(SecureChannelError::InvalidKey);
        }
        let (channel, wrapped) = Self::establish(&info.public_key, rng)?;
        Ok((channel, wrapped.into_session_request(info.key_id.clone())))
    }

    /// A channel over known keys, not yet bound (known-answer tests, interoperability checks).
    pub fn from_keys(keys: SessionKeys) -> Self {
        Self {
            keys,
            session_id: None,
        }
    }

    /// Records the session id the server returned for the wrapped keys.
    pub fn bind(&mut self, session_id: impl Into<String>) {
        self.session_id = Some(session_id.into());
    }

    /// The bound session id, for the `X-Secure-Channel-Session-Id` header.
    pub fn session_id(&self) -> Option<&str> {
        self.session_id.as_deref()
    }

    /// Seals a JSON request body with a fresh random IV.
    ///
    /// `path` is the contract path (`/web/v1/...`, no query); `request_id` a lower-case UUID
    /// that is new for every request; `timestamp_ms` the current time in epoch milliseconds.
    pub fn seal_request<R: CryptoRng + RngCore>(
        &self,
        method: &str,
        path: &str,
        request_id: &str,
        timestamp_ms: i64,
        plaintext: &[u8],
        rng: &mut R,
    ) -> Result<(SealedRequest, RequestContext), SecureChannelError> {
        let iv = random_array::<IV_LEN, R>(rng)?;
        self.seal_request_with_iv(method, path, request_id, timestamp_ms, plaintext, iv)
    }

    /// Seals with a caller-chosen IV. Only for known-answer tests: an IV must never repeat
    /// under one key.
    pub fn seal_request_with_iv(
        &self,
        method: &str,
        path: &str,
        request_id: &str,
        timestamp_ms: i64,
        plaintext: &[u8],
        iv: [u8; IV_LEN],
    ) -> Result<(SealedRequest, RequestContext), SecureChannelError> {
        let session_id = self.session_id().ok_or(SecureChannelError::NotBound)?;
        let aad = request_aad(method, path, session_id, request_id, timestamp_ms)
            .ok_or(SecureChannelError::InvalidInput)?;
        let (iv, ciphertext) = seal_fields(&self.keys.request, &iv, &aad, plaintext)?;
        let sealed = SealedRequest {
            v: VERSION,
            request_id: request_id.to_owned(),
            timestamp: timestamp_ms,
            iv,
            ciphertext,
        };
        Ok((
            sealed,
            RequestContext::new(session_id, request_id, timestamp_ms),
        ))
    }

    /// Opens the response body to the request `req`.
    ///
    /// A sealed body (a JSON object with a `v` member) is opened with the response key. A plain
    /// body is returned as it is only when it is a JSON object with `"success": false` (errors
    /// raised before the server could open the request); a plain success body is refused.
    pub fn open_response(
        &self,
        req: &RequestContext,
        body: &[u8],
    ) -> Result<Vec<u8>, SecureChannelError> {
        let sealed = match read_response(body)? {
            ResponseBody::Sealed(sealed) => sealed,
            ResponseBody::PlainError => return Ok(body.to_vec()),
        };
        let aad =
            response_aad(req.session_id(), req.request_id()).ok_or(reject(Rejection::Binding))?;
        open_fields(
            &self.keys.response,
            sealed.v,
            &sealed.iv,
            &sealed.ciphertext,
            &aad,
        )
    }
}

/// Decodes and checks the server's public key.
fn parse_public_key(public_key_b64: &str) -> Result<RsaPublicKey, SecureChannelError> {
    let der = encoding::decode(public_key_b64).map_err(|_| SecureChannelError::InvalidKey)?;
    let key =
        RsaPublicKey::from_public_key_der(&der).map_err(|_| SecureChannelError::InvalidKey)?;
    if key.n().bits() != KEY_SIZE_BITS as usize {
        return Err(SecureChannelError::InvalidKey);
    }
    Ok(key)
}

/// RSA-OAEP (SHA-256, MGF1 SHA-256, empty label) encryption of one AES key, base64.
fn wrap<R: CryptoRng + RngCore>(
    public_key: &RsaPublicKey,
    key: &AesKey,
    rng: &mut R,
) -> Result<String, SecureChannelError> {
    let wrapped = public_key
        .encrypt(rng, Oaep::new::<Sha256>(), key.as_bytes())
        .map_err(|_| SecureChannelError::Crypto)?;
    Ok(encoding::encode(&wrapped))
}
