//! The browser's date control: a date left unfinished, or one that does not exist, reads as
//! empty there, so it would pass as "no date" unless asked about here.

use leptos::prelude::document;
use wasm_bindgen::JsCast;

/// Whether the date control `id` holds a date the person has not finished (`mm/dd/2` or
/// `02/30/2026`): the browser reports its value empty and keeps what was typed on screen.
pub fn date_unfinished(id: &str) -> bool {
    // Unit tests of forms run outside a browser.
    if cfg!(not(target_arch = "wasm32")) {
        return false;
    }
    document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|input| input.validity().bad_input())
}
