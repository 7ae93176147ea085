//! Field length limits and the checks that answer `VALIDATION.INVALID_PARAMETER` past them.

use crate::envelope::ApiError;

/// Business ids (and session ids, which the sandbox treats alike).
pub const BIZ_ID: usize = 64;
/// Email addresses (RFC 5321 path limit).
pub const EMAIL: usize = 254;
/// Account and display names.
pub const ACCOUNT_NAME: usize = 100;
/// Passwords.
pub const PASSWORD: usize = 128;
/// Shortest accepted password.
pub const PASSWORD_MIN: usize = 8;
/// One-time codes (email, TOTP, backup).
pub const CODE: usize = 16;
/// Free-text reasons (invitation decline, rejections).
pub const REASON: usize = 255;
/// Institution names.
pub const INSTITUTION_NAME: usize = 128;
/// Remarks.
pub const REMARK: usize = 255;
/// Opaque tokens (refresh, bot challenge).
pub const TOKEN: usize = 2048;
/// IANA zone ids and locale tags.
pub const ZONE_ID: usize = 64;
/// Search keywords.
pub const KEYWORD: usize = 100;
/// Recharges decided by one batch call.
pub const BATCH_IDS: usize = 5000;

/// Refuses a value longer than `max` characters.
pub fn max_len(field: &str, value: &str, max: usize) -> Result<(), ApiError> {
    if value.chars().count() > max {
        return Err(ApiError::invalid(format!(
            "{field} must be at most {max} characters"
        )));
    }
    Ok(())
}

/// Refuses a blank value or one longer than `max` characters.
pub fn required(field: &str, value: &str, max: usize) -> Result<(), ApiError> {
    if value.trim().is_empty() {
        return Err(ApiError::invalid(format!("{field} is required")));
    }
    max_len(field, value, max)
}

/// Refuses anything that does not look like `local@domain.tld` (or is too long).
pub fn email(value: &str) -> Result<(), ApiError> {
    max_len("email", value, EMAIL)?;
    let valid = value.split_once('@').is_some_and(|(local, domain)| {
        !local.is_empty()
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
    }) && !value.chars().any(|c| c.is_whitespace() || c.is_control());
    if valid {
        Ok(())
    } else {
        Err(ApiError::invalid("email is not a valid address"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails() {
        assert!(email("a@b.co").is_ok());
        assert!(email("a@b").is_err());
        assert!(email("a b@c.de").is_err());
        assert!(email("@c.de").is_err());
        assert!(email(&format!("{}@b.co", "a".repeat(250))).is_err());
    }

    #[test]
    fn lengths() {
        assert!(required("x", " ", 5).is_err());
        assert!(required("x", "abcde", 5).is_ok());
        assert!(max_len("x", "abcdef", 5).is_err());
    }
}
