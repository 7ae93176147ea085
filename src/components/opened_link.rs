//! The record link last followed from a table, so that coming back to the list puts focus on it
//! again, as a browser does for a page it reloads from its history.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The list's path and the `href` of the link followed from it.
#[derive(Clone, Copy)]
pub struct OpenedLink(StoredValue<Option<(String, String)>>);

/// Makes the memory available to every table.
pub fn provide_opened_link() {
    provide_context(OpenedLink(StoredValue::new(None)));
}

/// The memory, where the app provides it.
pub fn use_opened_link() -> Option<OpenedLink> {
    use_context::<OpenedLink>()
}

impl OpenedLink {
    /// Remembers the link that a click (or Enter) in a table's body followed, with the list's
    /// path.
    pub fn remember(self, ev: &web_sys::MouseEvent, list_path: String) {
        let href = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("a[href]").ok().flatten())
            .and_then(|a| a.get_attribute("href"));
        if let Some(href) = href {
            self.0.set_value(Some((list_path, href)));
        }
    }

    /// Once the rows of the list at `path` are drawn in `table`: focuses the link followed
    /// from this list, if the page shown has it and focus rests on nothing or on the page's
    /// heading (focus the person has moved since is left alone). The memory is spent either
    /// way.
    pub fn refocus(self, table: &web_sys::Element, path: &str) {
        let taken = self.0.try_update_value(|m| match m {
            Some((list, _)) if list == path => m.take().map(|(_, href)| href),
            _ => None,
        });
        let Some(href) = taken.flatten() else {
            return;
        };
        let resting = document()
            .active_element()
            .is_none_or(|e| matches!(e.tag_name().as_str(), "BODY" | "H1"));
        let Ok(links) = table.query_selector_all("tbody a[href]") else {
            return;
        };
        let link = (0..links.length())
            .filter_map(|i| links.item(i))
            .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
            .find(|a| a.get_attribute("href").as_deref() == Some(href.as_str()));
        if let (true, Some(link)) = (resting, link) {
            let _ = link.focus();
        }
    }
}
