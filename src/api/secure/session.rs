//! One secure-channel session in the browser; its AES keys live in Web Crypto, not in Rust memory.

use portal_api::secure_channel::{
    check_version, decode_base64, decode_base64_array, encode_base64, read_response, request_aad,
    response_aad, PublicKeyInfo, ResponseBody, SealedRequest, SessionRequest, AES_KEY_LEN, IV_LEN,
    KEY_SIZE_BITS, VERSION,
};
use web_sys::CryptoKey;

use super::webcrypto;
use crate::api::{ApiError, Cause};

fn failed(what: &str) -> ApiError {
    ApiError::Malformed(Cause::described(format!("secure channel: {what}")))
}

/// Fresh request and response keys, wrapped for the server but not yet bound to a session id.
pub(super) struct Keys {
    request: CryptoKey,
    response: CryptoKey,
}

/// A session the server has accepted.
pub(super) struct Session {
    id: String,
    keys: Keys,
}

impl Keys {
    /// Draws two fresh AES-256 keys and wraps them with the server's public key.
    pub(super) async fn wrap_for(info: &PublicKeyInfo) -> Result<(Self, SessionRequest), ApiError> {
        let unusable = || failed("the server's key is not usable");
        if !info.is_supported() {
            return Err(unusable());
        }
        let der = decode_base64(&info.public_key).map_err(|_| unusable())?;
        let public_key = webcrypto::import_public_key(&der)
            .await
            .map_err(|_| unusable())?;
        if webcrypto::modulus_bits(&public_key) != Some(KEY_SIZE_BITS) {
            return Err(unusable());
        }
        let (request, enc_req_key) = fresh_key(&public_key, "encrypt").await?;
        let (response, enc_resp_key) = fresh_key(&public_key, "decrypt").await?;
        let body = SessionRequest {
            key_id: info.key_id.clone(),
            enc_req_key,
            enc_resp_key,
        };
        Ok((Self { request, response }, body))
    }

    /// The session the server created for these keys.
    pub(super) fn bind(self, id: String) -> Session {
        Session { id, keys: self }
    }
}

/// A random AES key imported for `usage`, and its RSA-OAEP wrapping in base64.
async fn fresh_key(public_key: &CryptoKey, usage: &str) -> Result<(CryptoKey, String), ApiError> {
    let crypto_failed = |_| failed("the browser could not make a key");
    let mut raw = webcrypto::random_bytes::<AES_KEY_LEN>().map_err(crypto_failed)?;
    let wrapped = webcrypto::wrap(public_key, &raw)
        .await
        .map_err(crypto_failed);
    let key = webcrypto::import_aes_key(&raw, usage)
        .await
        .map_err(crypto_failed);
    // Web Crypto holds the key from here on; the Rust copy is not kept.
    raw.fill(0);
    std::hint::black_box(&raw);
    Ok((key?, encode_base64(&wrapped?)))
}

impl Session {
    /// The value of the `X-Secure-Channel-Session-Id` header.
    pub(super) fn id(&self) -> &str {
        &self.id
    }

    /// Seals a request body, bound to method, path, session, request id and time.
    pub(super) async fn seal(
        &self,
        path: &str,
        request_id: &str,
        timestamp_ms: i64,
        plaintext: &[u8],
    ) -> Result<SealedRequest, ApiError> {
        let cannot_seal = || failed("the request could not be sealed");
        let aad = request_aad("POST", path, &self.id, request_id, timestamp_ms)
            .ok_or_else(cannot_seal)?;
        let iv = webcrypto::random_bytes::<IV_LEN>().map_err(|_| cannot_seal())?;
        let ciphertext = webcrypto::seal(&self.keys.request, &iv, &aad, plaintext)
            .await
            .map_err(|_| cannot_seal())?;
        Ok(SealedRequest {
            v: VERSION,
            request_id: request_id.to_owned(),
            timestamp: timestamp_ms,
            iv: encode_base64(&iv),
            ciphertext: encode_base64(&ciphertext),
        })
    }

    /// Opens the answer to the request `request_id`: a sealed body, or a plain error envelope
    /// the server sent before it could open the request. A plain success is refused.
    pub(super) async fn open(&self, request_id: &str, body: &[u8]) -> Result<Vec<u8>, ApiError> {
        let cannot_open = |_| failed("the answer could not be opened");
        let sealed = match read_response(body).map_err(cannot_open)? {
            ResponseBody::PlainError => return Ok(body.to_vec()),
            ResponseBody::Sealed(sealed) => sealed,
        };
        check_version(sealed.v).map_err(cannot_open)?;
        let iv = decode_base64_array::<IV_LEN>(&sealed.iv).map_err(cannot_open)?;
        let ciphertext = decode_base64(&sealed.ciphertext).map_err(cannot_open)?;
        let aad = response_aad(&self.id, request_id)
            .ok_or_else(|| failed("the answer could not be opened"))?;
        webcrypto::open(&self.keys.response, &iv, &aad, &ciphertext)
            .await
            .map_err(|_| failed("the answer could not be opened"))
    }
}
