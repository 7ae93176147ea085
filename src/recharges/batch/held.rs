//! The small record of a batch held before sending, so that a page left during the hold (a
//! reload, a sign-out, a closed tab) is told on the next queue page that nothing was sent.

use serde::{Deserialize, Serialize};

use crate::i18n::{localize_count, Message, RechargesKey};
use crate::web::storage::{self, Store};

/// Where this browser keeps the batch being held: it outlives the tab, for a tab closed.
const HELD: &str = "queue-batch-held";
/// Where this tab keeps its own name, to tell its own left hold from another tab's live one.
const TAB: &str = "queue-tab";

/// A batch held and not yet sent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Held {
    account: String,
    tab: String,
    confirm: bool,
    count: usize,
    /// When it would have gone, in ms since the epoch.
    until: f64,
}

fn this_tab() -> String {
    storage::get(Store::Tab, TAB).unwrap_or_else(|| {
        let name = format!("{:x}", (js_sys::Math::random() * 1e15) as u64);
        storage::set(Store::Tab, TAB, &name);
        name
    })
}

/// Notes a batch of `count` (`confirm` or reject) by `account`, held until `seconds` from now.
pub fn keep(account: &str, confirm: bool, count: usize, seconds: u64) {
    let held = Held {
        account: account.to_owned(),
        tab: this_tab(),
        confirm,
        count,
        until: js_sys::Date::now() + seconds as f64 * 1000.0,
    };
    store(&held);
}

/// The batch held in this browser, if any.
fn stored() -> Option<Held> {
    serde_json::from_str(&storage::get(Store::Browser, HELD)?).ok()
}

/// Keeps `held` as the batch held in this browser.
fn store(held: &Held) {
    if let Ok(text) = serde_json::to_string(held) {
        storage::set(Store::Browser, HELD, &text);
    }
}

/// Notes that the page holding the batch went before it was sent (a sign-out, the session
/// ended): left at once, whichever tab asks next, without waiting for its time to pass.
pub fn abandon() {
    if let Some(mut held) = stored() {
        held.until = 0.0;
        store(&held);
    }
}

/// Forgets the held batch: it was sent or taken back.
pub fn release() {
    storage::remove(Store::Browser, HELD);
}

/// Whether `held` was left behind rather than still waiting in another tab: this tab's own
/// (its page is gone, so it never went), or past its time (a page that sends forgets it first).
fn left(held: &Held, tab: &str, now: f64) -> bool {
    held.tab == tab || now > held.until
}

/// What to tell `account` of a batch left unsent, once: "A batch of 1,025 confirmations was
/// not sent: the page was left before it went."
pub fn left_behind(account: &str) -> Option<Message> {
    let held = stored()?;
    if !left(&held, &this_tab(), js_sys::Date::now()) {
        return None;
    }
    release();
    let key = if held.confirm {
        RechargesKey::BatchLeftConfirm
    } else {
        RechargesKey::BatchLeftReject
    };
    (held.account == account)
        .then(|| Message::with(key, &[("count", localize_count(held.count as u64))]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hold_is_left_when_its_tab_came_back_or_its_time_passed() {
        let held = Held {
            account: "a".into(),
            tab: "t1".into(),
            confirm: true,
            count: 3,
            until: 1000.0,
        };
        assert!(left(&held, "t1", 500.0), "reloaded in the same tab");
        assert!(!left(&held, "t2", 500.0), "another tab still holding it");
        assert!(left(&held, "t2", 1500.0), "its tab closed before it went");
    }
}
