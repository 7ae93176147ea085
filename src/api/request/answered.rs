//! Whether every request sent has its answer: fetching ahead waits for it, so that it takes no
//! bandwidth from the reads of the page being opened.

use std::cell::Cell;

thread_local! {
    /// Requests sent and not yet answered (or given up).
    static UNANSWERED: Cell<u32> = const { Cell::new(0) };
}

/// Counts one request from its sending until it is answered or given up (dropped).
pub(super) struct Unanswered;

impl Unanswered {
    pub(super) fn sent() -> Self {
        UNANSWERED.with(|n| n.set(n.get() + 1));
        Self
    }
}

impl Drop for Unanswered {
    fn drop(&mut self) {
        UNANSWERED.with(|n| n.set(n.get() - 1));
    }
}

/// Whether no request waits for its answer.
pub fn all_answered() -> bool {
    UNANSWERED.with(Cell::get) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_answered_once_every_request_sent_is_answered_or_given_up() {
        assert!(all_answered());
        let first = Unanswered::sent();
        let second = Unanswered::sent();
        assert!(!all_answered());
        drop(first);
        assert!(!all_answered());
        drop(second);
        assert!(all_answered());
    }
}
