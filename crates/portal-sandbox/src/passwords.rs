//! Password hashing (argon2id with light parameters) and the password rules.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use std::sync::OnceLock;

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

/// A hash of no one's password, made with [`hasher`]'s parameters: checked against when an
/// email has no account (or no password yet), so that answer takes as long as a wrong
/// password for a real account and timing does not tell which emails have accounts.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(b"no account has this password 0", &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// Whether `password` matches `stored`; with no stored hash, the same work is done against a
/// dummy hash and the answer is no.
pub fn verify_or_dummy(password: &str, stored: Option<&str>) -> bool {
    match stored {
        Some(stored) => verify(password, stored),
        None => {
            std::hint::black_box(verify(password, dummy_hash()));
            false
        }
    }
}

/// Computes the dummy hash now, so the first unknown email is not the slow one.
pub fn warm_up() {
    dummy_hash();
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
    fn the_dummy_hash_is_real_work_and_never_matches() {
        assert!(dummy_hash().starts_with("$argon2id$v=19$m=4096,t=1,p=1$"));
        assert!(!verify_or_dummy("Secret-1x", None));
        let h = hash("Secret-1x").unwrap();
        assert!(verify_or_dummy("Secret-1x", Some(&h)));
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
