//! Focus helpers that never break a page.

use leptos::prelude::document;
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
