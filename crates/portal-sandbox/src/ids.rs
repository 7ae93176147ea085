//! Random identifiers, secrets and one-time codes.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use rand::distributions::Alphanumeric;
use rand::rngs::OsRng;
use rand::{Rng, RngCore};

/// A business id: `prefix_` and 20 random lower-case letters and digits.
pub fn biz_id(prefix: &str) -> String {
    let tail: String = OsRng
        .sample_iter(&Alphanumeric)
        .take(20)
        .map(|c| char::from(c).to_ascii_lowercase())
        .collect();
    format!("{prefix}_{tail}")
}

/// `bytes` random bytes as unpadded base64url text.
pub fn secret(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    OsRng.fill_bytes(&mut buf);
    URL_SAFE_NO_PAD.encode(buf)
}

/// A six-digit numeric code, zero-padded.
pub fn six_digit_code() -> String {
    format!("{:06}", OsRng.gen_range(0..1_000_000u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        let id = biz_id("acc");
        assert!(id.starts_with("acc_") && id.len() == 24);
        assert_eq!(six_digit_code().len(), 6);
        assert_eq!(secret(32).len(), 43);
    }
}
