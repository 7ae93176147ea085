//! Steps of the sign-in and registration pages as history entries of their own, so Back
//! returns to the step before.

use leptos::prelude::*;
use portal_api::auth::LoginSession;
use wasm_bindgen::JsValue;

use super::restart::Restart;

/// The history state that marks the entry pushed for the second step.
const SECOND_STEP: &str = "sign-in-second-factor";

fn on_second_step_entry() -> bool {
    window()
        .history()
        .and_then(|h| h.state())
        .is_ok_and(|s| s.as_string().as_deref() == Some(SECOND_STEP))
}

/// While `session` holds a login session an entry of the same address is pushed: Back leaves
/// the second step for the first (email kept), as between two pages, instead of leaving
/// sign-in. Leaving the second step by a button takes the entry away again; signing in
/// replaces it with the page signed in to.
pub fn second_step_in_history(session: RwSignal<Option<LoginSession>>, restart: Restart) {
    let pushed = StoredValue::new(false);
    crate::reactive::effect(move || {
        let second = session.with(Option::is_some);
        let Ok(history) = window().history() else {
            return;
        };
        if second && !pushed.get_value() {
            pushed.set_value(true);
            let _ = history.push_state_with_url(&JsValue::from_str(SECOND_STEP), "", None);
        } else if !second && pushed.get_value() {
            pushed.set_value(false);
            if on_second_step_entry() {
                let _ = history.back();
            }
        }
    });
    let pop = window_event_listener(leptos::ev::popstate, move |_| {
        if pushed.get_value() && !on_second_step_entry() {
            pushed.set_value(false);
            restart.back();
        }
    });
    on_cleanup(move || pop.remove());
}

/// The step the current history entry holds, read by `from_tag`.
fn entry_step<S>(from_tag: fn(&str) -> Option<S>) -> Option<S> {
    let state = window().history().and_then(|h| h.state()).ok()?;
    from_tag(&state.as_string()?)
}

/// Keeps the page's `step` in the tab's history: each step the page goes to pushes an entry of
/// the same address holding `tag(step)`, and Back and Forward show the step of the entry they
/// reach, as between pages (what was typed stays in the page's signals). Once at `last`, the
/// page stays there: what it finished cannot be gone through again.
pub fn steps_in_history<S>(
    step: RwSignal<S>,
    tag: fn(S) -> &'static str,
    from_tag: fn(&str) -> Option<S>,
    last: S,
) where
    S: Copy + PartialEq + Send + Sync + 'static,
{
    if let Ok(history) = window().history() {
        let now = JsValue::from_str(tag(step.get_untracked()));
        let _ = history.replace_state_with_url(&now, "", None);
    }
    crate::reactive::effect(move || {
        let now = step.get();
        if entry_step(from_tag) != Some(now) {
            if let Ok(history) = window().history() {
                let _ = history.push_state_with_url(&JsValue::from_str(tag(now)), "", None);
            }
        }
    });
    let pop = window_event_listener(leptos::ev::popstate, move |_| {
        let Some(reached) = entry_step(from_tag) else {
            return;
        };
        if step.get_untracked() == last {
            // Finished: the entry reached shows the end again.
            if let Ok(history) = window().history() {
                let _ = history.push_state_with_url(&JsValue::from_str(tag(last)), "", None);
            }
        } else {
            step.set(reached);
        }
    });
    on_cleanup(move || pop.remove());
}
