//! Focus helpers that never break a page.

use leptos::prelude::{document, RwSignal, WithUntracked};
use wasm_bindgen::JsCast;

use crate::i18n::Message;

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

/// Focuses the first of `fields` (control id, inline error) that shows an error; whether one
/// did, so the form sends nothing.
pub fn focus_first_refused(fields: &[(&str, RwSignal<Option<Message>>)]) -> bool {
    let refused = fields
        .iter()
        .find(|(_, error)| error.with_untracked(Option::is_some));
    if let Some((id, _)) = refused {
        focus_by_id(id);
    }
    refused.is_some()
}
