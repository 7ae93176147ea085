//! One renewal at a time across the tabs holding one session: the server takes a refresh
//! token once (a second use ends the session), so a tab about to renew says so, and the others
//! holding that token wait for its news instead of renewing too.

use std::cell::RefCell;

use gloo_timers::future::TimeoutFuture;

use super::{connected, tell, News};
use crate::api::secure;

/// How long a tab listens for another tab's claim on the same renewal, or its news of having
/// renewed it already, before renewing. Messages between tabs arrive within a few
/// milliseconds, but a tab busy drawing a page answers later; a renewal is rare enough that
/// a quarter second more costs nothing, while a spent token sent ends the session.
const CLAIM_WINDOW_MS: u32 = 250;
/// How many of the refresh tokens this tab renewed from it remembers, to tell a tab that
/// still holds one.
const RENEWED_KEPT: usize = 4;
/// How long a heard claim holds: longer than a renewal takes, short enough that a tab that
/// closed mid-renewal delays the others only briefly.
const CLAIM_HOLDS_MS: f64 = 10_000.0;

/// Whose turn it is to renew.
#[derive(Debug, PartialEq)]
pub(crate) enum Turn {
    /// This tab renews.
    Mine,
    /// Another tab is renewing this pair: wait for its news.
    Theirs,
}

/// A claim heard from another tab: the refresh token, the tab, and when it was heard.
struct Claim {
    was: String,
    tab: String,
    heard: f64,
}

thread_local! {
    static CLAIMS: RefCell<Vec<Claim>> = const { RefCell::new(Vec::new()) };
    /// Refresh tokens this tab's session was renewed from, newest last.
    static RENEWED_FROM: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    static THIS_TAB: String = secure::random_uuid();
}

/// Remembers that this tab's pair was renewed from the refresh token `was`.
pub(super) fn renewed_from(was: String) {
    RENEWED_FROM.with(|kept| {
        let mut kept = kept.borrow_mut();
        kept.retain(|k| *k != was);
        kept.push(was);
        let extra = kept.len().saturating_sub(RENEWED_KEPT);
        kept.drain(..extra);
    });
}

/// Whether this tab's pair was renewed from `was`.
pub(super) fn was_renewed(was: &str) -> bool {
    RENEWED_FROM.with(|kept| kept.borrow().iter().any(|k| k == was))
}

/// Notes another tab's claim to renew `was`.
pub(super) fn heard(was: String, tab: String) {
    let heard = js_sys::Date::now();
    CLAIMS.with(|claims| {
        let mut claims = claims.borrow_mut();
        claims.retain(|c| heard - c.heard < CLAIM_HOLDS_MS);
        claims.push(Claim { was, tab, heard });
    });
}

/// The lowest tab id among the live claims on `was`.
fn first_claimant(was: &str) -> Option<String> {
    let now = js_sys::Date::now();
    CLAIMS.with(|claims| {
        claims
            .borrow()
            .iter()
            .filter(|c| c.was == was && now - c.heard < CLAIM_HOLDS_MS)
            .map(|c| c.tab.clone())
            .min()
    })
}

/// Claims the renewal of `was` for this tab, unless another tab claimed it first. Two claims
/// sent at once both arrive within the window, and the lower tab id renews.
pub(crate) async fn take_renewal_turn(was: &str) -> Turn {
    if !connected() {
        return Turn::Mine;
    }
    if first_claimant(was).is_some() {
        return Turn::Theirs;
    }
    let tab = THIS_TAB.with(Clone::clone);
    tell(&News::Renewing {
        was: was.to_owned(),
        tab: tab.clone(),
    });
    TimeoutFuture::new(CLAIM_WINDOW_MS).await;
    turn_after_window(&tab, first_claimant(was).as_deref())
}

/// Whose turn it is once the window closed, given the lowest other claimant heard.
fn turn_after_window(this_tab: &str, other: Option<&str>) -> Turn {
    match other {
        Some(other) if other < this_tab => Turn::Theirs,
        _ => Turn::Mine,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_the_last_tokens_renewed_from() {
        for n in 0..=RENEWED_KEPT {
            renewed_from(format!("r{n}"));
        }
        assert!(!was_renewed("r0"));
        assert!(was_renewed("r1"));
        assert!(was_renewed(&format!("r{RENEWED_KEPT}")));
    }

    #[test]
    fn the_lower_tab_renews_when_two_claim_at_once() {
        assert_eq!(turn_after_window("b", Some("a")), Turn::Theirs);
        assert_eq!(turn_after_window("a", Some("b")), Turn::Mine);
        assert_eq!(turn_after_window("a", None), Turn::Mine);
    }
}
