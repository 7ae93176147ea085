//! RFC 6238 TOTP checking: SHA-1, 6 digits, 30-second steps, one step of skew either way.

use totp_rs::{Algorithm, Secret, TOTP};

fn totp(secret_base32: &str) -> Option<TOTP> {
    let bytes = Secret::Encoded(secret_base32.to_owned()).to_bytes().ok()?;
    TOTP::new(Algorithm::SHA1, 6, 1, 30, bytes).ok()
}

/// Whether `code` is valid for the secret at `now_secs` (Unix seconds).
pub fn verify(secret_base32: &str, code: &str, now_secs: u64) -> bool {
    totp(secret_base32).is_some_and(|t| t.check(code.trim(), now_secs))
}

/// The code for the secret at `now_secs`, if the secret is valid base32.
#[cfg(test)]
pub fn code_at(secret_base32: &str, now_secs: u64) -> Option<String> {
    totp(secret_base32).map(|t| t.generate(now_secs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::TOTP_SECRET;

    #[test]
    fn accepts_adjacent_steps_only() {
        let now = 1_700_000_000;
        let code = code_at(TOTP_SECRET, now).unwrap();
        assert!(verify(TOTP_SECRET, &code, now));
        assert!(verify(TOTP_SECRET, &code, now + 30));
        assert!(!verify(TOTP_SECRET, &code, now + 90));
        assert!(!verify("not base32!", &code, now));
    }
}
