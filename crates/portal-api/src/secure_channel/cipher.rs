//! AES-256-GCM sealing and opening of one message with its AAD, and of its base64 wire fields.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};

use super::encoding;
use super::error::{reject, Rejection, SecureChannelError};
use super::keys::{AesKey, IV_LEN, TAG_LEN};
use super::wire::check_version;

/// Encrypts `plaintext`; the result is ciphertext followed by the 16-byte tag.
pub(super) fn seal(
    key: &AesKey,
    iv: &[u8; IV_LEN],
    aad: &[u8],
    plaintext: &[u8],
) -> Result<Vec<u8>, SecureChannelError> {
    let cipher = Aes256Gcm::new(key.as_bytes().into());
    cipher
        .encrypt(
            Nonce::from_slice(iv),
            Payload {
                msg: plaintext,
                aad,
            },
        )
        .map_err(|_| SecureChannelError::Crypto)
}

/// Decrypts and authenticates ciphertext-with-tag; any failure is `InvalidPayload`.
pub(super) fn open(
    key: &AesKey,
    iv: &[u8; IV_LEN],
    aad: &[u8],
    ciphertext: &[u8],
) -> Result<Vec<u8>, SecureChannelError> {
    if ciphertext.len() < TAG_LEN {
        return Err(reject(Rejection::Length));
    }
    let cipher = Aes256Gcm::new(key.as_bytes().into());
    cipher
        .decrypt(
            Nonce::from_slice(iv),
            Payload {
                msg: ciphertext,
                aad,
            },
        )
        .map_err(|_| reject(Rejection::Tag))
}

/// Seals and encodes: returns the base64 `iv` and `ciphertext` wire fields.
pub(super) fn seal_fields(
    key: &AesKey,
    iv: &[u8; IV_LEN],
    aad: &[u8],
    plaintext: &[u8],
) -> Result<(String, String), SecureChannelError> {
    let ciphertext = seal(key, iv, aad, plaintext)?;
    Ok((encoding::encode(iv), encoding::encode(&ciphertext)))
}

/// Checks the version, decodes the base64 `iv` and `ciphertext` wire fields and opens them.
pub(super) fn open_fields(
    key: &AesKey,
    v: u8,
    iv: &str,
    ciphertext: &str,
    aad: &[u8],
) -> Result<Vec<u8>, SecureChannelError> {
    check_version(v)?;
    let iv = encoding::decode_array::<IV_LEN>(iv)?;
    let ciphertext = encoding::decode(ciphertext)?;
    open(key, &iv, aad, &ciphertext)
}
