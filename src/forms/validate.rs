//! Checks run before a form is sent; each returns the message to show inline, if any.

use crate::i18n::{CommonKey, Key, Message};

/// Empty (after trimming) gives `message`.
pub fn required(value: &str, message: impl Into<Key>) -> Option<Message> {
    value
        .trim()
        .is_empty()
        .then(|| Message::Key(message.into()))
}

/// The length of `value` as [`max_len`] checks it and the field's counter shows it: characters
/// as typed, spaces included.
pub fn char_count(value: &str) -> usize {
    value.chars().count()
}

/// Longer than `max` characters gives "Too long: {count} characters. Use at most {max}."
pub fn max_len(value: &str, max: usize) -> Option<Message> {
    let count = char_count(value);
    (count > max).then(|| {
        Message::with(
            CommonKey::TooLong,
            &[("count", count.to_string()), ("max", max.to_string())],
        )
    })
}

/// Not shaped like an email address gives "Enter a valid email address."
pub fn email(value: &str) -> Option<Message> {
    let value = value.trim();
    let valid = match value.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !value.chars().any(char::is_whitespace)
        }
        None => false,
    };
    (!valid).then(|| Message::Key(CommonKey::InvalidEmail.into()))
}

/// The first failing check's message.
pub fn first(checks: impl IntoIterator<Item = Option<Message>>) -> Option<Message> {
    checks.into_iter().flatten().next()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_emails() {
        assert!(email("a@b.co").is_none());
        assert!(email(" a@b.co ").is_none());
        for bad in [
            "", "a", "a@", "@b.co", "a@b", "a@@b.co", "a b@c.co", "a@.co",
        ] {
            assert!(email(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn checks_lengths() {
        assert!(max_len("abc", 3).is_none());
        assert!(max_len("abcd", 3).is_some());
        assert!(max_len("中文字", 3).is_none());
        // Counted as typed, like the field's counter.
        assert!(max_len(" abc", 3).is_some());
    }

    #[test]
    fn checks_required() {
        assert!(required("  ", CommonKey::TimeZoneRequired).is_some());
        assert!(required("x", CommonKey::TimeZoneRequired).is_none());
    }
}
