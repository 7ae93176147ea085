//! Keyboard focus inside a menu: arrows, Home and End move between its `menuitem`s.

use leptos::prelude::document;
use wasm_bindgen::JsCast;

/// The menu's items, in order.
fn items(root: &web_sys::HtmlDivElement) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all("[role=menuitem]") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// Moves focus `step` items from the focused one (wrapping), or to the first or last.
pub fn move_focus(root: &web_sys::HtmlDivElement, step: isize, edge: Option<bool>) {
    let items = items(root);
    if items.is_empty() {
        return;
    }
    let active = document().active_element();
    let current = items.iter().position(|i| {
        active
            .as_ref()
            .is_some_and(|a| a == i.unchecked_ref::<web_sys::Element>())
    });
    let len = items.len() as isize;
    let next = match (edge, current) {
        (Some(true), _) | (None, None) => 0,
        (Some(false), _) => len - 1,
        (None, Some(i)) => (i as isize + step).rem_euclid(len),
    };
    let _ = items[next as usize].focus();
}
