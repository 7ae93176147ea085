//! Keyboard focus inside a menu: arrows, Home, End and typed letters move between its items.

use leptos::prelude::document;
use wasm_bindgen::JsCast;

/// Where focus goes in a menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuFocus {
    /// `step` items from the focused one, wrapping (the first item when none has focus).
    By(isize),
    /// The first item.
    First,
    /// The last item.
    Last,
    /// The checked item (a menu of choices opens on the current one), else the first.
    Checked,
}

/// The menu's items (`menuitem`, `menuitemradio`, `menuitemcheckbox`), in order.
fn items(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all("[role^=menuitem]") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// The position of the focused item, if one has focus.
fn focused(items: &[web_sys::HtmlElement]) -> Option<usize> {
    let active = document().active_element()?;
    items
        .iter()
        .position(|i| &active == i.unchecked_ref::<web_sys::Element>())
}

/// The position focus moves to among `len` items, from `current`.
fn target(len: usize, current: Option<usize>, to: MenuFocus, checked: Option<usize>) -> usize {
    let len = len as isize;
    let next = match (to, current) {
        (MenuFocus::First, _) | (MenuFocus::By(_), None) => 0,
        (MenuFocus::Last, _) => len - 1,
        (MenuFocus::Checked, _) => checked.map_or(0, |i| i as isize),
        (MenuFocus::By(step), Some(i)) => (i as isize + step).rem_euclid(len),
    };
    next as usize
}

/// Moves focus within the menu under `root`.
pub fn move_focus(root: &web_sys::Element, to: MenuFocus) {
    let items = items(root);
    if items.is_empty() {
        return;
    }
    let checked = items
        .iter()
        .position(|i| i.get_attribute("aria-checked").as_deref() == Some("true"));
    let next = target(items.len(), focused(&items), to, checked);
    let _ = items[next].focus();
}

/// The position of the next item after `current` (wrapping) whose text starts with `typed`.
fn starting_with(texts: &[String], current: Option<usize>, typed: &str) -> Option<usize> {
    let len = texts.len();
    let start = current.map_or(0, |i| i + 1);
    (0..len)
        .map(|k| (start + k) % len)
        .find(|&i| texts[i].starts_with(typed))
}

/// Moves focus to the next item whose text starts with the typed character, as a native list
/// does.
pub fn focus_typed(root: &web_sys::Element, typed: &str) {
    let items = items(root);
    let texts: Vec<String> = items
        .iter()
        .map(|i| crate::web::letter_case::lower(i.inner_text().trim()))
        .collect();
    let typed = crate::web::letter_case::lower(typed);
    if let Some(i) = starting_with(&texts, focused(&items), &typed) {
        let _ = items[i].focus();
    }
}

#[cfg(test)]
mod tests {
    use super::{starting_with, target, MenuFocus};

    #[test]
    fn arrows_wrap_and_edges_are_the_ends() {
        assert_eq!(target(3, Some(2), MenuFocus::By(1), None), 0);
        assert_eq!(target(3, Some(0), MenuFocus::By(-1), None), 2);
        assert_eq!(target(3, None, MenuFocus::By(-1), None), 0);
        assert_eq!(target(3, Some(1), MenuFocus::Last, None), 2);
        assert_eq!(target(3, Some(1), MenuFocus::First, None), 0);
    }

    #[test]
    fn a_menu_of_choices_opens_on_the_chosen_one() {
        assert_eq!(target(3, None, MenuFocus::Checked, Some(1)), 1);
        assert_eq!(target(3, None, MenuFocus::Checked, None), 0);
    }

    #[test]
    fn a_typed_letter_finds_the_next_item_starting_with_it() {
        let texts = ["acme", "globex", "acorn"].map(String::from);
        assert_eq!(starting_with(&texts, None, "a"), Some(0));
        assert_eq!(starting_with(&texts, Some(0), "a"), Some(2));
        assert_eq!(starting_with(&texts, Some(2), "a"), Some(0));
        assert_eq!(starting_with(&texts, Some(0), "g"), Some(1));
        assert_eq!(starting_with(&texts, Some(0), "z"), None);
    }
}
