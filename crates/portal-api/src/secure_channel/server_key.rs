//! Server side key pair: RSA-2048 generation, PKCS#8 storage, public key info, key unwrapping.

use core::fmt;

use rand_core::{CryptoRng, RngCore};
use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, EncodePublicKey};
use rsa::traits::PublicKeyParts;
use rsa::{Oaep, RsaPrivateKey};
use sha2::Sha256;

use super::encoding;
use super::error::{reject, Rejection, SecureChannelError};
use super::keys::{AesKey, SecretBytes, SessionKeys, AES_KEY_LEN};
use super::server::ServerSession;
use super::wire::{PublicKeyInfo, SessionRequest, ALGORITHM, KEY_SIZE_BITS};

/// Length in bytes of an RSA-2048 ciphertext.
const WRAPPED_KEY_LEN: usize = KEY_SIZE_BITS as usize / 8;

/// The server's RSA-2048 key pair. `Debug` never shows the private key.
pub struct ServerKeyPair {
    private_key: RsaPrivateKey,
}

impl ServerKeyPair {
    /// Generates a new RSA-2048 key pair.
    pub fn generate<R: CryptoRng + RngCore>(rng: &mut R) -> Result<Self, SecureChannelError> {
        let private_key = RsaPrivateKey::new(rng, KEY_SIZE_BITS as usize)
            .map_err(|_| SecureChannelError::Crypto)?;
        Ok(Self { private_key })
    }

    /// Loads a key pair stored as unencrypted PKCS#8 DER; the key must be RSA 2048 bits.
    pub fn from_pkcs8_der(der: &[u8]) -> Result<Self, SecureChannelError> {
        let private_key =
            RsaPrivateKey::from_pkcs8_der(der).map_err(|_| SecureChannelError::InvalidKey)?;
        if private_key.n().bits() != KEY_SIZE_BITS as usize {
            return Err(SecureChannelError::InvalidKey);
        }
        Ok(Self { private_key })
    }

    /// The private key as unencrypted PKCS#8 DER, for storage.
    pub fn to_pkcs8_der(&self) -> Result<SecretBytes, SecureChannelError> {
        let document = self
            .private_key
            .to_pkcs8_der()
            .map_err(|_| SecureChannelError::Crypto)?;
        Ok(SecretBytes::new(document.as_bytes().to_vec()))
    }

    /// The public key as SubjectPublicKeyInfo DER.
    pub fn public_key_der(&self) -> Result<Vec<u8>, SecureChannelError> {
        let document = self
            .private_key
            .to_public_key()
            .to_public_key_der()
            .map_err(|_| SecureChannelError::Crypto)?;
        Ok(document.into_vec())
    }

    /// Data for `GET /secure-channel/public-key` (without an expiry).
    pub fn public_key_info(
        &self,
        key_id: impl Into<String>,
        created_at: impl Into<String>,
    ) -> Result<PublicKeyInfo, SecureChannelError> {
        Ok(PublicKeyInfo {
            key_id: key_id.into(),
            public_key: encoding::encode(&self.public_key_der()?),
            algorithm: ALGORITHM.to_owned(),
            key_size: KEY_SIZE_BITS,
            created_at: created_at.into(),
            expires_at: None,
        })
    }

    /// Unwraps the two session keys of `POST /secure-channel/session`.
    ///
    /// Does not look at `key_id`: the caller picks the key pair by it. `rng` blinds the RSA
    /// private-key operation.
    pub fn open_session<R: CryptoRng + RngCore>(
        &self,
        request: &SessionRequest,
        rng: &mut R,
    ) -> Result<ServerSession, SecureChannelError> {
        let request_key = self.unwrap_key(&request.enc_req_key, rng)?;
        let response_key = self.unwrap_key(&request.enc_resp_key, rng)?;
        Ok(ServerSession::from_keys(SessionKeys {
            request: request_key,
            response: response_key,
        }))
    }

    /// RSA-OAEP (SHA-256, MGF1 SHA-256, empty label) decryption of one 32-byte key.
    fn unwrap_key<R: CryptoRng + RngCore>(
        &self,
        wrapped_b64: &str,
        rng: &mut R,
    ) -> Result<AesKey, SecureChannelError> {
        let wrapped = encoding::decode(wrapped_b64)?;
        if wrapped.len() != WRAPPED_KEY_LEN {
            return Err(reject(Rejection::Length));
        }
        let mut key = self
            .private_key
            .decrypt_blinded(rng, Oaep::new::<Sha256>(), &wrapped)
            .map_err(|_| reject(Rejection::Unwrap))?;
        let bytes = <[u8; AES_KEY_LEN]>::try_from(key.as_slice());
        zeroize::Zeroize::zeroize(&mut key);
        bytes
            .map(AesKey::from_bytes)
            .map_err(|_| reject(Rejection::Length))
    }
}

impl fmt::Debug for ServerKeyPair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ServerKeyPair([redacted])")
    }
}
