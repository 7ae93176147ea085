//! A tab opened without a session (a link opened in a new tab, a pasted address) asks the
//! other tabs of this browser for theirs, and signed-in tabs answer.

use std::cell::RefCell;

use gloo_timers::future::TimeoutFuture;

use super::{connected, held_pair, keep, tell, News, Pair};
use crate::api::{secure, session};
use crate::config::config;
use crate::web::activity;

/// How long a new tab waits for an answer before asking the person to sign in. Open tabs
/// answer within milliseconds; this only bounds the wait when none is open.
const ANSWER_WAIT_MS: u32 = 250;
const POLL_MS: u32 = 25;

thread_local! {
    /// The ask this tab is waiting on.
    static ASKING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Asks the other tabs for the session they hold and keeps it when one answers in time.
/// True when this tab now holds a session.
pub async fn join_open_session() -> bool {
    if session::is_signed_in() {
        return true;
    }
    if !connected() {
        return false;
    }
    let nonce = secure::random_uuid();
    ASKING.with(|asking| *asking.borrow_mut() = Some(nonce.clone()));
    tell(&News::Ask { nonce });
    let mut waited = 0;
    while !session::is_signed_in() && waited < ANSWER_WAIT_MS {
        TimeoutFuture::new(POLL_MS).await;
        waited += POLL_MS;
    }
    ASKING.with(|asking| asking.borrow_mut().take());
    session::is_signed_in()
}

/// Answers an ask with this tab's pair: only a live session, and only while the person is at
/// work (used the portal within the idle time), so a browser left alone hands out nothing.
pub(super) fn answer(nonce: String) {
    let live = session::expiry().is_some_and(|(ends, _)| ends > js_sys::Date::now());
    if !live || !activity::active_within(config().idle_timeout_seconds) {
        return;
    }
    if let Some(pair) = held_pair() {
        tell(&News::Share { nonce, pair });
    }
}

/// Keeps the pair answering this tab's own ask; the first answer wins.
pub(super) fn take(nonce: &str, pair: &Pair) {
    let asked = ASKING.with(|asking| asking.borrow().as_deref() == Some(nonce));
    if asked && !session::is_signed_in() {
        keep(pair);
    }
}
