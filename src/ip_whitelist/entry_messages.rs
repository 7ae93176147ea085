//! The message shown beside each whitelist entry for its problem.

use portal_api::ip_whitelist::EntryProblem;

use crate::i18n::{Message, SecurityKey};

/// The inline message of `problem`.
pub fn entry_message(problem: EntryProblem) -> Message {
    match problem {
        EntryProblem::Empty => SecurityKey::ErrEmpty,
        EntryProblem::NotAnAddress => SecurityKey::ErrNotAnAddress,
        EntryProblem::BadPrefix => SecurityKey::ErrBadPrefix,
        EntryProblem::Duplicate => SecurityKey::ErrDuplicate,
        EntryProblem::TooLong => SecurityKey::ErrTooLong,
    }
    .into()
}
