//! Which button opened a dialog, described so that it can be found and pressed again on a new page.

use std::cell::RefCell;

use leptos::prelude::document;
use serde_json::{json, Value};
use wasm_bindgen::JsCast;

thread_local! {
    /// By dialog id: the label of the button that opened it and its place among the page's
    /// buttons with that label (the third "Rename" is the third row's).
    static OPENERS: RefCell<Vec<(&'static str, String, u32)>> = const { RefCell::new(Vec::new()) };
}

/// What a person reads on `element`: its accessible label, else its text.
fn label(element: &web_sys::Element) -> String {
    element
        .get_attribute("aria-label")
        .or_else(|| element.text_content())
        .unwrap_or_default()
        .trim()
        .to_owned()
}

/// The page's buttons (not those inside dialogs) that read `wanted`, in document order.
fn buttons_reading(wanted: &str) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = document().query_selector_all("button, [role='button']") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|b| matches!(b.closest("dialog"), Ok(None)) && label(b) == wanted)
        .collect()
}

/// Notes that dialog `id` was opened from `opener` (the focused element then), if a button.
pub(super) fn note(id: &'static str, opener: Option<&web_sys::HtmlElement>) {
    let place = opener.and_then(|opener| {
        let wanted = label(opener);
        let nth = buttons_reading(&wanted).iter().position(|b| b == opener)?;
        Some((wanted, nth as u32))
    });
    OPENERS.with(|openers| {
        let mut openers = openers.borrow_mut();
        openers.retain(|(dialog, ..)| *dialog != id);
        if let Some((wanted, nth)) = place {
            openers.push((id, wanted, nth));
        }
    });
}

/// The opener of the open dialog that holds the control `control_id`, as `[label, place]`.
pub(super) fn of_dialog_holding(control_id: &str) -> Option<Value> {
    let control = document().get_element_by_id(control_id)?;
    let dialog = control.closest("dialog[open]").ok()??;
    let id = dialog.id();
    OPENERS.with(|openers| {
        openers
            .borrow()
            .iter()
            .find(|(dialog, ..)| *dialog == id)
            .map(|(_, wanted, nth)| json!([wanted, nth]))
    })
}

/// Presses the button `opener` describes, if the page shows it; true when pressed.
pub(super) fn press(opener: &Value) -> bool {
    let (Some(wanted), Some(nth)) = (opener[0].as_str(), opener[1].as_u64()) else {
        return false;
    };
    let Some(button) = buttons_reading(wanted).into_iter().nth(nth as usize) else {
        return false;
    };
    if button.has_attribute("disabled") {
        return false;
    }
    button.click();
    true
}
