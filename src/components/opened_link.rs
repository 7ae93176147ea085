//! The record link last followed from a table, focused again when its list is shown again.

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
        // A link opened in another tab or window leaves this page where it is.
        if ev.button() != 0 || ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key() {
            return;
        }
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

/// Whether a link followed from `list` to `href` may still be wanted at `here`: on the record
/// it opened, or back on the list.
fn still_wanted(list: &str, href: &str, here: &str) -> bool {
    here == list || href.split(['?', '#']).next() == Some(here)
}

/// Forgets the link once the person goes anywhere but its record or back to its list, so a
/// list reached much later by another way does not jump to an old row.
#[component]
pub fn OpenedLinkKeeper() -> impl IntoView {
    let memory = use_opened_link();
    let pathname = leptos_router::hooks::use_location().pathname;
    crate::reactive::effect(move || {
        let here = pathname.get();
        if let Some(OpenedLink(memory)) = memory {
            memory.update_value(|m| {
                if m.as_ref()
                    .is_some_and(|(list, href)| !still_wanted(list, href, &here))
                {
                    *m = None;
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::still_wanted;

    #[test]
    fn wanted_on_the_record_and_back_on_the_list_only() {
        let (list, href) = ("/w/a/accounts", "/w/a/accounts/acc_1");
        assert!(still_wanted(list, href, "/w/a/accounts/acc_1"));
        assert!(still_wanted(list, href, "/w/a/accounts"));
        assert!(!still_wanted(list, href, "/w/a/roles"));
        assert!(still_wanted(
            list,
            "/w/a/accounts/acc_1?tab=2",
            "/w/a/accounts/acc_1"
        ));
    }
}
