//! The second sign-in step as a history entry of its own, so Back returns to the first step.

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
