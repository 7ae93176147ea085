//! One compiled copy of Leptos's effect machinery, shared by every effect in the portal; and
//! the rule that a reader takes only its newest call's answer.

use std::future::Future;

use leptos::prelude::{Effect, GetValue, SetValue, StoredValue};
use leptos::task::spawn_local;

/// Runs `body` now and again whenever a signal it read changes, as `Effect::new` does. The body
/// goes through one boxed function, so the effect's task is compiled once rather than once per
/// effect (docs/decisions/download-size.md).
pub fn effect(body: impl FnMut() + 'static) {
    let mut body: Box<dyn FnMut()> = Box::new(body);
    Effect::new(move |_| body());
}

/// The calls of one reader (a list's pages, a fetched value), so that only the newest call's
/// answer is taken: an older answer arriving after a newer call began is dropped, and so is
/// any answer once the reader is gone (its page was left).
#[derive(Clone, Copy)]
pub struct Newest(StoredValue<u64>);

/// One call of a [`Newest`] reader.
#[derive(Clone, Copy)]
pub struct Call {
    calls: StoredValue<u64>,
    number: u64,
}

impl Default for Newest {
    fn default() -> Self {
        Self::new()
    }
}

impl Newest {
    /// A reader that has made no call yet.
    pub fn new() -> Self {
        Self(StoredValue::new(0))
    }

    /// Begins a call: every earlier one is overtaken from now on.
    pub fn call(self) -> Call {
        let number = self.0.get_value() + 1;
        self.0.set_value(number);
        Call {
            calls: self.0,
            number,
        }
    }

    /// Begins a call that waits for `answer`, then runs `take` with it unless a newer call
    /// began meanwhile or the reader is gone.
    pub fn take<T: 'static>(
        self,
        answer: impl Future<Output = T> + 'static,
        take: impl FnOnce(T) + 'static,
    ) {
        let call = self.call();
        spawn_local(async move {
            let answer = answer.await;
            if call.is_newest() {
                take(answer);
            }
        });
    }
}

impl Call {
    /// Whether no newer call began since this one, and the reader is still there.
    pub fn is_newest(self) -> bool {
        self.calls.try_get_value() == Some(self.number)
    }

    /// The call's number among the reader's calls, from 1: a name for it (a timing mark).
    pub fn number(self) -> u64 {
        self.number
    }
}

#[cfg(test)]
mod tests {
    use leptos::prelude::Owner;

    use super::*;

    #[test]
    fn an_older_answer_after_a_newer_call_is_dropped() {
        let reader = Owner::new();
        reader.with(|| {
            let newest = Newest::new();
            let (older, newer) = (newest.call(), newest.call());
            // The newer answer came first: it is taken, and the older one after it is not.
            assert!(newer.is_newest());
            assert!(!older.is_newest());
            let again = newest.call();
            assert!(!newer.is_newest());
            assert!(again.is_newest());
        });
        let last = reader.with(|| Newest::new().call());
        reader.cleanup();
        assert!(
            !last.is_newest(),
            "nothing is taken once the reader is gone"
        );
    }
}
