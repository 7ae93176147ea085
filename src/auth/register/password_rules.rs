//! The password rules, checked before sending.

use crate::forms::validate;
use crate::i18n::{Message, RegisterKey};

/// The shortest password accepted.
pub const MIN_LEN: usize = 8;
/// The longest password accepted.
pub const MAX_LEN: usize = 128;

/// Why `password` breaks the rules (at least 8 characters, a letter and a digit), if it does.
pub fn check_password(password: &str) -> Option<Message> {
    let len = validate::char_count(password);
    if len == 0 {
        Some(RegisterKey::PasswordRequired.into())
    } else if len < MIN_LEN {
        Some(RegisterKey::PasswordTooShort.into())
    } else if len > MAX_LEN {
        validate::max_len(password, MAX_LEN)
    } else if !password.chars().any(char::is_alphabetic) {
        Some(RegisterKey::PasswordNeedsLetter.into())
    } else if !password.chars().any(|c| c.is_ascii_digit()) {
        Some(RegisterKey::PasswordNeedsDigit.into())
    } else {
        None
    }
}

/// Why the confirmation does not do, if it does not.
pub fn check_confirmation(password: &str, confirm: &str) -> Option<Message> {
    if confirm.is_empty() {
        Some(RegisterKey::ConfirmRequired.into())
    } else if password != confirm {
        Some(RegisterKey::PasswordsDiffer.into())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applies_the_rules() {
        assert!(check_password("abcdefg1").is_none());
        assert!(check_password("").is_some());
        assert!(check_password("abc1").is_some());
        assert!(check_password("abcdefgh").is_some());
        assert!(check_password("12345678").is_some());
        assert!(check_password(&"a1".repeat(65)).is_some());
    }

    #[test]
    fn checks_the_confirmation() {
        assert!(check_confirmation("abcdefg1", "abcdefg1").is_none());
        assert!(check_confirmation("abcdefg1", "").is_some());
        assert!(check_confirmation("abcdefg1", "abcdefg2").is_some());
    }
}
