//! RFC 6238 TOTP checking: SHA-1, 6 digits, 30-second steps, one step of skew either way.

/// Seconds per TOTP step.
const STEP: u64 = 30;

use totp_rs::{Algorithm, Secret, TOTP};

fn totp(secret_base32: &str) -> Option<TOTP> {
    let bytes = Secret::Encoded(secret_base32.to_owned()).to_bytes().ok()?;
    TOTP::new(Algorithm::SHA1, 6, 1, 30, bytes).ok()
}

/// The time step (Unix seconds / 30) whose code `code` is, within one step of `now_secs`.
///
/// The caller accepts a step only once (RFC 6238 section 5.2: the second use of a code that
/// was accepted must be refused), so it records the step it accepted.
pub fn matching_step(secret_base32: &str, code: &str, now_secs: u64) -> Option<u64> {
    let totp = totp(secret_base32)?;
    let current = now_secs / STEP;
    [current.saturating_sub(1), current, current + 1]
        .into_iter()
        .find(|step| totp.generate(step * STEP) == code.trim())
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
        let now = 1_700_000_010;
        let code = code_at(TOTP_SECRET, now).unwrap();
        let step = Some(now / STEP);
        assert_eq!(matching_step(TOTP_SECRET, &code, now), step);
        assert_eq!(matching_step(TOTP_SECRET, &code, now + 30), step);
        assert_eq!(matching_step(TOTP_SECRET, &code, now - 30), step);
        assert_eq!(matching_step(TOTP_SECRET, &code, now + 90), None);
        assert_eq!(matching_step("not base32!", &code, now), None);
    }
}
