//! Small browser helpers (focus, local storage, performance marks) that never break a page.

use leptos::prelude::{document, window};
use wasm_bindgen::JsCast;

/// Moves focus to the element with this id, if it exists and can take focus.
pub fn focus_by_id(id: &str) {
    if let Some(element) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// Moves focus to the element with this id on the next frame, for an element that the
/// current state change is about to render.
pub fn focus_soon(id: &'static str) {
    leptos::prelude::request_animation_frame(move || focus_by_id(id));
}

/// Reads a value this browser remembers across tabs.
pub fn local_get(key: &str) -> Option<String> {
    window()
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Remembers a value across tabs (silently skipped when storage is unavailable).
pub fn local_set(key: &str, value: &str) {
    if let Some(storage) = window().local_storage().ok().flatten() {
        let _ = storage.set_item(key, value);
    }
}

/// Sets a performance mark, read by the benchmarks.
pub fn performance_mark(name: &str) {
    if let Some(performance) = window().performance() {
        let _ = performance.mark(name);
    }
}
