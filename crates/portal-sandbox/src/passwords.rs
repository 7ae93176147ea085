//! Password hashing (argon2id with light parameters) and the password rules.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::envelope::ApiError;
use crate::limits;

/// Argon2id with 4 MiB, one pass, one lane. The sandbox only holds demo credentials, and the
/// test suites sign in hundreds of times in unoptimised builds; production parameters
/// (OWASP: 19 MiB, two passes) would make them slow without protecting anything real.
fn hasher() -> Argon2<'static> {
    Params::new(4096, 1, 1, None)
        .map(|params| Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
        .unwrap_or_default()
}

/// Hashes a password into a PHC string.
pub fn hash(password: &str) -> Result<String, ApiError> {
    let salt = SaltString::generate(&mut OsRng);
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

/// Whether `password` matches the stored PHC string (its own parameters apply).
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// The password rules: 8 to 128 characters, at least one letter and one digit.
pub fn check_rules(password: &str) -> Result<(), ApiError> {
    let len = password.chars().count();
    if !(limits::PASSWORD_MIN..=limits::PASSWORD).contains(&len) {
        return Err(ApiError::invalid(format!(
            "password must be {} to {} characters",
            limits::PASSWORD_MIN,
            limits::PASSWORD
        )));
    }
    let letter = password.chars().any(char::is_alphabetic);
    let digit = password.chars().any(|c| c.is_ascii_digit());
    if !(letter && digit) {
        return Err(ApiError::invalid(
            "password must contain at least one letter and one digit",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let h = hash("Secret-1x").unwrap();
        assert!(verify("Secret-1x", &h));
        assert!(!verify("Secret-1y", &h));
        assert!(!verify("x", "not a hash"));
    }

    #[test]
    fn rules() {
        assert!(check_rules("abcdefg1").is_ok());
        assert!(check_rules("abcdef1").is_err());
        assert!(check_rules("abcdefgh").is_err());
        assert!(check_rules("12345678").is_err());
        assert!(check_rules(&format!("a1{}", "x".repeat(127))).is_err());
    }
}
