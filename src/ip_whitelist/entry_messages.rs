//! The message shown beside each whitelist entry for its problem.

use portal_api::ip_whitelist::EntryProblem;

use crate::i18n::{IpWhitelistKey, Message};

/// The inline message of `problem`.
pub fn entry_message(problem: EntryProblem) -> Message {
    match problem {
        EntryProblem::Empty => IpWhitelistKey::ErrEmpty,
        EntryProblem::NotAnAddress => IpWhitelistKey::ErrNotAnAddress,
        EntryProblem::BadPrefix => IpWhitelistKey::ErrBadPrefix,
        EntryProblem::Duplicate => IpWhitelistKey::ErrDuplicate,
        EntryProblem::TooLong => IpWhitelistKey::ErrTooLong,
    }
    .into()
}
