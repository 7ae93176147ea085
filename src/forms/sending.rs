//! The one way a form sends: one send at a time, the server's refusal kept with the form, and
//! nothing touched once the form's page is gone.

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::Toasts;
use crate::i18n::{CommonKey, Message};

/// A form's sending: `pending` while a send runs, and the server's last refusal in `error`,
/// which the form shows above its fields (they stay as typed).
#[derive(Clone, Copy)]
pub struct Sending {
    /// True while a send runs.
    pub pending: RwSignal<bool>,
    /// The server's last refusal.
    pub error: RwSignal<Option<ApiError>>,
}

impl Default for Sending {
    fn default() -> Self {
        Self::new()
    }
}

impl Sending {
    /// Not sending, nothing refused.
    pub fn new() -> Self {
        Self {
            pending: RwSignal::new(false),
            error: RwSignal::new(None),
        }
    }

    /// Sends `request` unless a send is already running: `pending` while it runs, a refusal
    /// into `error`, and `done` with the answer.
    pub fn send<T: 'static>(
        self,
        request: impl Future<Output = Result<T, ApiError>> + 'static,
        done: impl FnOnce(T) + 'static,
    ) {
        self.send_then(request, move |answer| match answer {
            Ok(answer) => done(answer),
            Err(e) => self.error.set(Some(e)),
        });
    }

    /// Sends like [`Sending::send`], handing `answered` the answer as it came, for a form
    /// that reads a refusal itself (a code that was wrong, a record decided elsewhere).
    pub fn send_then<A: 'static>(
        self,
        request: impl Future<Output = A> + 'static,
        answered: impl FnOnce(A) + 'static,
    ) {
        if self.start() {
            spawn_local(self.settle(request, answered));
        }
    }

    /// Sends a delete confirmed in a [`crate::forms::ConfirmDialog`]. Deleted, or already
    /// deleted elsewhere (the server no longer knows the record): a toast says which, then
    /// `gone` runs, to close the dialog and stop showing the record. Any other refusal goes
    /// to `error` and the dialog stays open.
    pub fn delete(
        self,
        request: impl Future<Output = Result<(), ApiError>> + 'static,
        done: impl Into<Message>,
        toasts: Toasts,
        gone: impl FnOnce() + 'static,
    ) {
        let done = done.into();
        self.send_then(request, move |answer| match answer {
            Ok(()) => {
                toasts.success(done);
                gone();
            }
            Err(e) if e.is(&ErrorCode::ResourceNotFound) || e.is(&ErrorCode::FileNotFound) => {
                toasts.success(CommonKey::AlreadyDeleted);
                gone();
            }
            Err(e) => self.error.set(Some(e)),
        });
    }

    /// Begins a send: false while one runs already (a second press, Enter during a slow
    /// send); else `pending`, and the last refusal gone, since it answered an earlier send.
    fn start(self) -> bool {
        if self.pending.get_untracked() {
            return false;
        }
        self.pending.set(true);
        self.error.set(None);
        true
    }

    /// Waits for `request`, ends `pending` and hands the answer to `answered`; unless the
    /// form's page was left while it ran (Back during a slow send): what the answer would
    /// update (the page's state, its callbacks) is gone then, and reading it would panic. The
    /// server has the change either way.
    async fn settle<A>(self, request: impl Future<Output = A>, answered: impl FnOnce(A)) {
        let answer = request.await;
        if self.pending.try_set(false).is_none() {
            answered(answer);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::rc::Rc;

    use leptos::prelude::Owner;

    use super::*;

    fn refusal() -> ApiError {
        ApiError::Server {
            status: 400,
            code: ErrorCode::InvalidParameter,
            message: None,
        }
    }

    fn run<F: Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .build()
            .map(|runtime| runtime.block_on(future))
            .unwrap_or_else(|e| panic!("no runtime: {e}"))
    }

    #[test]
    fn a_send_clears_the_last_refusal_and_holds_off_a_second() {
        Owner::new().with(|| {
            let sending = Sending::new();
            sending.error.set(Some(refusal()));
            assert!(sending.start());
            assert!(sending.pending.get_untracked());
            assert_eq!(sending.error.get_untracked(), None);
            sending.error.set(Some(refusal()));
            assert!(!sending.start(), "a second press sends nothing");
            assert!(
                sending.error.get_untracked().is_some(),
                "and clears nothing"
            );
        });
    }

    #[test]
    fn the_answer_ends_pending_and_goes_on() {
        Owner::new().with(|| {
            let sending = Sending::new();
            let got = Rc::new(Cell::new(None));
            assert!(sending.start());
            let seen = got.clone();
            run(sending.settle(async { 7 }, move |answer| seen.set(Some(answer))));
            assert_eq!(got.get(), Some(7));
            assert!(!sending.pending.get_untracked());
            assert!(sending.start(), "the next send goes");
        });
    }

    #[test]
    fn a_refusal_stays_with_the_form() {
        Owner::new().with(|| {
            let sending = Sending::new();
            assert!(sending.start());
            let refused = async { Err::<(), _>(refusal()) };
            let answered = move |answer: Result<(), ApiError>| {
                if let Err(e) = answer {
                    sending.error.set(Some(e));
                }
            };
            run(sending.settle(refused, answered));
            assert_eq!(sending.error.get_untracked(), Some(refusal()));
            assert!(!sending.pending.get_untracked());
        });
    }

    #[test]
    fn an_answer_after_the_page_was_left_touches_nothing() {
        let page = Owner::new();
        let sending = page.with(Sending::new);
        page.with(|| assert!(sending.start()));
        let answer = sending.settle(async { 7 }, |_| panic!("the page is gone"));
        page.cleanup();
        run(answer);
        assert_eq!(sending.pending.try_get_untracked(), None);
    }
}
