//! A list's filters, sort and page kept in the address's query, so reload, Back, Forward and
//! a shared link show the same view: the one way every list reads and changes its query.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

/// The decoded value of `key` in `search` (with or without its `?`); an empty value is absent.
pub fn query_value(search: &str, key: &str) -> Option<String> {
    form_urlencoded::parse(search.trim_start_matches('?').as_bytes())
        .find(|(k, v)| k == key && !v.trim().is_empty())
        .map(|(_, v)| v.into_owned())
}

/// Whether `key` holds a page: `page`, or `…-page` for a second list on one page.
fn is_page(key: &str) -> bool {
    key == "page" || key.ends_with("-page")
}

/// `search` with each key of `changes` set to its value (an empty value removes the key);
/// other parameters keep their place. Changing anything but a page goes back to the first
/// page, since the old page number means nothing under other filters.
pub fn query_with(search: &str, changes: &[(&str, &str)]) -> String {
    // The first page (`page=1`) is written as no page, so it has one address.
    let written =
        |key: &str, value: &str| !(value.trim().is_empty() || is_page(key) && value == "1");
    let resets_page = changes.iter().any(|(k, _)| !is_page(k));
    let mut out = form_urlencoded::Serializer::new(String::new());
    let mut pending: Vec<(&str, &str)> = changes.to_vec();
    for (key, value) in form_urlencoded::parse(search.trim_start_matches('?').as_bytes()) {
        if resets_page && is_page(&key) {
            continue;
        }
        match pending.iter().position(|(k, _)| *k == key) {
            Some(i) => {
                let (k, v) = pending.remove(i);
                if written(k, v) {
                    out.append_pair(k, v);
                }
            }
            // A key already set by a change (repeated in the address) is dropped.
            None if changes.iter().any(|(k, _)| *k == key) => {}
            None => {
                out.append_pair(&key, &value);
            }
        }
    }
    for (key, value) in pending {
        if written(key, value) {
            out.append_pair(key, value);
        }
    }
    out.finish()
}

/// `search` without its page: what a saved filter set keeps (filters, sort, page size).
pub fn query_without_page(search: &str) -> String {
    query_with(search, &[("page", "")])
}

/// `path` followed by `?search` unless the search is empty.
pub fn with_search(path: &str, search: &str) -> String {
    let search = search.trim_start_matches('?');
    if search.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{search}")
    }
}

/// The address's query on the current page, and ways to change it (each change is a new
/// history entry, so Back undoes it).
#[derive(Clone, Copy)]
pub struct UrlQuery {
    /// The query, without `?`.
    pub search: Memo<String>,
    path: Memo<String>,
    go: Callback<(String, bool)>,
}

/// The current page's [`UrlQuery`].
pub fn use_url_query() -> UrlQuery {
    let location = use_location();
    let navigate = use_navigate();
    let search = Memo::new(move |_| {
        location
            .search
            .with(|s| s.trim_start_matches('?').to_owned())
    });
    // Without the sub-path the portal is published under: navigation and links add it back.
    let path = Memo::new(move |_| crate::web::without_base(&location.pathname.get()));
    let go = Callback::new(move |(url, replace): (String, bool)| {
        // Typing keeps the page where it is; other changes start at its top.
        let options = leptos_router::NavigateOptions {
            replace,
            scroll: !replace,
            ..Default::default()
        };
        navigate(&url, options)
    });
    UrlQuery { search, path, go }
}

impl UrlQuery {
    /// The value of `key` (tracked).
    pub fn value(self, key: &str) -> Option<String> {
        self.search.with(|s| query_value(s, key))
    }

    /// This page's address with query `search` (for links).
    pub fn href(self, search: &str) -> String {
        with_search(&self.path.get(), search)
    }

    /// Shows this page with query `search` instead.
    pub fn show(self, search: &str) {
        self.go_to(search, false);
    }

    /// Shows this page with query `search`, in a new history entry or in place of this one.
    fn go_to(self, search: &str, replace: bool) {
        self.go
            .run((with_search(&self.path.get_untracked(), search), replace));
    }

    /// Shows this page with `changes` made to the query (see [`query_with`]).
    pub fn set(self, changes: &[(&str, &str)]) {
        self.show(&self.search.with_untracked(|s| query_with(s, changes)));
    }

    /// As [`UrlQuery::set`], in place of the current history entry: text typed into a search
    /// changes the address with each key, and Back should not step through every key.
    pub fn replace(self, changes: &[(&str, &str)]) {
        self.go_to(
            &self.search.with_untracked(|s| query_with(s, changes)),
            true,
        );
    }

    /// A field's value kept in parameter `key`: it follows the address (Back, Forward, a
    /// link), and setting it puts the new value in the address (on the first page).
    pub fn field(self, key: impl Into<String>) -> RwSignal<String> {
        let key: String = key.into();
        let read = key.clone();
        let from_url = Memo::new(move |_| self.value(&read).unwrap_or_default());
        let value = RwSignal::new(from_url.get_untracked());
        crate::reactive::effect(move || value.set(from_url.get()));
        crate::reactive::effect(move || {
            let typed = value.get();
            if typed != from_url.get_untracked() {
                self.set(&[(&key, &typed)]);
            }
        });
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_decoded_values_and_treats_empty_as_absent() {
        let search = "?status=PENDING&keyword=a%20b+c&empty=";
        assert_eq!(query_value(search, "status").as_deref(), Some("PENDING"));
        assert_eq!(query_value(search, "keyword").as_deref(), Some("a b c"));
        assert_eq!(query_value(search, "empty"), None);
        assert_eq!(query_value(search, "missing"), None);
    }

    #[test]
    fn a_filter_change_keeps_the_others_and_drops_the_page() {
        let search = "status=PENDING&sort=createdAt%2Cdesc&page=3&size=50";
        assert_eq!(
            query_with(search, &[("status", "DONE")]),
            "status=DONE&sort=createdAt%2Cdesc&size=50"
        );
        assert_eq!(
            query_with(search, &[("status", ""), ("keyword", "x y")]),
            "sort=createdAt%2Cdesc&size=50&keyword=x+y"
        );
    }

    #[test]
    fn a_page_change_keeps_the_filters() {
        assert_eq!(
            query_with("status=A&page=3", &[("page", "4")]),
            "status=A&page=4"
        );
        // The first page has no page in its address.
        assert_eq!(query_with("status=A&page=3", &[("page", "1")]), "status=A");
        assert_eq!(query_with("status=A", &[("page", "2")]), "status=A&page=2");
        assert_eq!(query_with("", &[("page", "1")]), "");
    }

    #[test]
    fn a_second_lists_page_is_a_page_too() {
        assert_eq!(
            query_with("templates-page=2&page=3", &[("templates-q", "a")]),
            "templates-q=a"
        );
        assert_eq!(query_with("page=3", &[("templates-page", "1")]), "page=3");
    }

    #[test]
    fn repeated_keys_are_replaced_once() {
        assert_eq!(query_with("a=1&a=2&b=3", &[("a", "9")]), "a=9&b=3");
    }

    #[test]
    fn without_page_keeps_filters_sort_and_size() {
        assert_eq!(
            query_without_page("?currency=840&page=2&size=20"),
            "currency=840&size=20"
        );
        assert_eq!(with_search("/w/x/files", ""), "/w/x/files");
        assert_eq!(with_search("/w/x/files", "?a=1"), "/w/x/files?a=1");
    }
}
