//! The `page` of a paginated list kept in the address, so a page is a link and Back works.

use leptos::prelude::*;

use crate::lists::url_query::use_url_query;

/// The 0-based page the address's `page` parameter names, counted from 1 as people count
/// pages (absent, malformed or 0 is the first), and a callback that goes to a 0-based page by
/// changing the address (other parameters stay).
pub fn use_page_param() -> (Signal<u64>, Callback<u64>) {
    use_page_param_in("page")
}

/// As [`use_page_param`], with the page in parameter `key` (a second list on the page).
pub fn use_page_param_in(key: impl Into<String>) -> (Signal<u64>, Callback<u64>) {
    let url = use_url_query();
    let key: String = key.into();
    let read = key.clone();
    let page = Signal::derive(move || url.value(&read).map_or(0, |v| page_index(&v)));
    let go = Callback::new(move |to: u64| url.set(&[(&key, &to.saturating_add(1).to_string())]));
    (page, go)
}

/// The 0-based index of the page an address's 1-based `page` value names.
fn page_index(value: &str) -> u64 {
    value
        .trim()
        .parse::<u64>()
        .map_or(0, |n| n.saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::page_index;

    #[test]
    fn an_address_counts_pages_from_one() {
        assert_eq!(page_index("2"), 1);
        assert_eq!(page_index(" 1 "), 0);
        assert_eq!(page_index("0"), 0);
        assert_eq!(page_index("-3"), 0);
        assert_eq!(page_index("two"), 0);
    }
}
