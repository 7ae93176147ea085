//! When the person last used the portal in any tab of this browser: a key, a click, a wheel.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use super::storage::{self, Store};

const LAST: &str = "portal.last-activity";
/// Storage is written at most this often: the idle limit is counted in minutes.
const WRITE_EVERY_MS: f64 = 5_000.0;

thread_local! {
    /// This tab's last input, exact; storage holds the last one any tab wrote.
    static LAST_HERE: Cell<f64> = const { Cell::new(0.0) };
    static WRITTEN: Cell<f64> = const { Cell::new(0.0) };
}

/// Starts noting this tab's input; called once at start-up.
pub fn watch() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let note = Closure::<dyn Fn()>::new(note);
    for event in ["keydown", "pointerdown", "wheel"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            note.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listeners live as long as the page.
    note.forget();
}

fn note() {
    let now = js_sys::Date::now();
    LAST_HERE.set(now);
    if now - WRITTEN.get() >= WRITE_EVERY_MS {
        WRITTEN.set(now);
        storage::set(Store::Browser, LAST, &(now as u64).to_string());
    }
}

/// Whether the person used any tab of the portal in the last `seconds` (0: never counts).
pub fn active_within(seconds: u64) -> bool {
    let elsewhere = storage::get(Store::Browser, LAST)
        .and_then(|last| last.parse::<u64>().ok())
        .map(|last| last as f64)
        .unwrap_or_default();
    let last = LAST_HERE.get().max(elsewhere);
    seconds > 0 && last > 0.0 && js_sys::Date::now() - last <= seconds as f64 * 1000.0
}
