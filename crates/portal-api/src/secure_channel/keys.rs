//! Key material wrappers: redacted in `Debug`, overwritten on drop.

use core::fmt;

/// Length in bytes of an AES-256 key.
pub const AES_KEY_LEN: usize = 32;
/// Length in bytes of an AES-GCM IV.
pub const IV_LEN: usize = 12;
/// Length in bytes of an AES-GCM authentication tag.
pub const TAG_LEN: usize = 16;

#[cfg(feature = "rust-crypto")]
/// An AES-256 key. `Debug` prints `[redacted]`; the bytes are overwritten on drop.
pub struct AesKey([u8; AES_KEY_LEN]);

#[cfg(feature = "rust-crypto")]
impl AesKey {
    /// Wraps raw key bytes.
    pub fn from_bytes(bytes: [u8; AES_KEY_LEN]) -> Self {
        Self(bytes)
    }

    /// A fresh key drawn straight into its zeroized-on-drop holder.
    fn random<R>(rng: &mut R) -> Result<Self, super::SecureChannelError>
    where
        R: rand_core::CryptoRng + rand_core::RngCore,
    {
        let mut key = Self([0; AES_KEY_LEN]);
        rng.try_fill_bytes(&mut key.0)
            .map_err(|_| super::SecureChannelError::Crypto)?;
        Ok(key)
    }

    /// The raw key bytes.
    pub(super) fn as_bytes(&self) -> &[u8; AES_KEY_LEN] {
        &self.0
    }
}

#[cfg(feature = "rust-crypto")]
impl fmt::Debug for AesKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("AesKey([redacted])")
    }
}

#[cfg(feature = "rust-crypto")]
impl Drop for AesKey {
    fn drop(&mut self) {
        // Volatile writes: the overwrite is not optimised away as a dead store.
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

#[cfg(feature = "rust-crypto")]
impl zeroize::ZeroizeOnDrop for AesKey {}

#[cfg(feature = "rust-crypto")]
/// The request and response keys of one session.
pub struct SessionKeys {
    /// Seals requests (client to server).
    pub(super) request: AesKey,
    /// Seals responses (server to client).
    pub(super) response: AesKey,
}

#[cfg(feature = "rust-crypto")]
impl SessionKeys {
    /// Builds a key pair from raw bytes (known-answer tests and interoperability checks).
    pub fn from_bytes(request: [u8; AES_KEY_LEN], response: [u8; AES_KEY_LEN]) -> Self {
        Self {
            request: AesKey::from_bytes(request),
            response: AesKey::from_bytes(response),
        }
    }
}

#[cfg(feature = "rust-crypto")]
impl fmt::Debug for SessionKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SessionKeys([redacted])")
    }
}

/// Secret bytes such as a PKCS#8 private key. `Debug` prints `[redacted]`; overwritten on drop.
pub struct SecretBytes(Vec<u8>);

impl SecretBytes {
    /// Wraps secret bytes.
    pub fn new(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    /// The secret bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for SecretBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretBytes([redacted])")
    }
}

impl Drop for SecretBytes {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl zeroize::ZeroizeOnDrop for SecretBytes {}

/// Fills a fresh array from a cryptographic random source.
#[cfg(feature = "rust-crypto")]
pub(super) fn random_array<const N: usize, R>(
    rng: &mut R,
) -> Result<[u8; N], super::SecureChannelError>
where
    R: rand_core::CryptoRng + rand_core::RngCore,
{
    let mut bytes = [0u8; N];
    rng.try_fill_bytes(&mut bytes)
        .map_err(|_| super::SecureChannelError::Crypto)?;
    Ok(bytes)
}

#[cfg(feature = "rust-crypto")]
impl SessionKeys {
    /// Draws two fresh, independent AES-256 keys.
    pub fn generate<R>(rng: &mut R) -> Result<Self, super::SecureChannelError>
    where
        R: rand_core::CryptoRng + rand_core::RngCore,
    {
        Ok(Self {
            request: AesKey::random(rng)?,
            response: AesKey::random(rng)?,
        })
    }
}

#[cfg(all(test, feature = "rust-crypto"))]
mod tests {
    fn zeroized_on_drop<T: zeroize::ZeroizeOnDrop>() {}

    #[test]
    fn key_holders_and_the_aes_key_schedule_are_zeroized_on_drop() {
        zeroized_on_drop::<super::AesKey>();
        zeroized_on_drop::<super::SecretBytes>();
        // Only with the `aes` crate's `zeroize` feature, which `rust-crypto` turns on.
        zeroized_on_drop::<aes::Aes256>();
    }
}
