//! The `page` of a paginated list kept in the address, so a page is a link and Back works.

use leptos::prelude::*;

use super::url_query::use_url_query;

/// The 0-based page in the address's `page` parameter (absent or malformed is 0), and a
/// callback that goes to another page by changing the address (other parameters stay).
pub fn use_page_param() -> (Signal<u64>, Callback<u64>) {
    let url = use_url_query();
    let page = Signal::derive(move || {
        url.value("page")
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    });
    let go = Callback::new(move |to: u64| url.set(&[("page", &to.to_string())]));
    (page, go)
}
