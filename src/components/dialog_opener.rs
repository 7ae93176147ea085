//! Which button opened a dialog, by its label, so that it can be found and pressed again on a new page.

use std::cell::RefCell;

use leptos::prelude::document;
use wasm_bindgen::JsCast;

thread_local! {
    /// By dialog id: the label of the button that opened it, when no other button reads the
    /// same (row buttons are named for their record: "Edit exchange fee xfe_000001").
    static OPENERS: RefCell<Vec<(&'static str, String)>> = const { RefCell::new(Vec::new()) };
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

/// The one enabled button of the page (not inside a dialog) that reads `wanted`; none when
/// several do, since a place in a list can name another record after a reload.
fn only_button_reading(wanted: &str) -> Option<web_sys::HtmlElement> {
    let list = document()
        .query_selector_all("button:not([disabled]), [role='button']")
        .ok()?;
    let mut found = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|b| matches!(b.closest("dialog"), Ok(None)) && label(b) == wanted);
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// Notes that dialog `id` was opened from `opener` (the focused element then), if it is a
/// button no other reads like.
pub(super) fn note(id: &'static str, opener: Option<&web_sys::HtmlElement>) {
    let wanted = opener
        .map(|opener| label(opener))
        .filter(|wanted| !wanted.is_empty() && only_button_reading(wanted).as_ref() == opener);
    OPENERS.with(|openers| {
        let mut openers = openers.borrow_mut();
        openers.retain(|(dialog, _)| *dialog != id);
        if let Some(wanted) = wanted {
            openers.push((id, wanted));
        }
    });
}

/// The label of the button that opened the open dialog holding the control `control_id`.
pub fn of_dialog_holding(control_id: &str) -> Option<String> {
    let control = document().get_element_by_id(control_id)?;
    let dialog = control.closest("dialog[open]").ok()??;
    let id = dialog.id();
    OPENERS.with(|openers| {
        openers
            .borrow()
            .iter()
            .find(|(dialog, _)| *dialog == id)
            .map(|(_, wanted)| wanted.clone())
    })
}

/// The label of the button that opened dialog `id` last, when no other button reads the same.
pub fn of_dialog(id: &str) -> Option<String> {
    OPENERS.with(|openers| {
        openers
            .borrow()
            .iter()
            .find(|(dialog, _)| *dialog == id)
            .map(|(_, wanted)| wanted.clone())
    })
}

/// Presses the one button reading `wanted`, if the page shows it; true when pressed. It is
/// focused first, as a person's click would, so the dialog notes who opened it.
pub fn press(wanted: &str) -> bool {
    let Some(button) = only_button_reading(wanted) else {
        return false;
    };
    let _ = button.focus();
    button.click();
    true
}
