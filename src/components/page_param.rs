//! The `page` of a paginated list kept in the address, so a page is a link and Back works.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

/// The 0-based page in the address's `page` parameter (absent or malformed is 0), and a
/// callback that goes to another page by changing the address (other parameters stay).
pub fn use_page_param() -> (Signal<u64>, Callback<u64>) {
    let location = use_location();
    let navigate = use_navigate();
    let page = Signal::derive(move || {
        location
            .search
            .with(|search| form_urlencoded_page(search.trim_start_matches('?')).unwrap_or(0))
    });
    let go = Callback::new(move |to: u64| {
        let path = crate::app::without_base(&location.pathname.get_untracked());
        let search = location.search.get_untracked();
        let page = format!("page={to}");
        let mut pairs: Vec<&str> = search
            .trim_start_matches('?')
            .split('&')
            .filter(|pair| !pair.is_empty() && !pair.starts_with("page="))
            .collect();
        if to != 0 {
            pairs.push(&page);
        }
        let url = if pairs.is_empty() {
            path
        } else {
            format!("{path}?{}", pairs.join("&"))
        };
        navigate(&url, Default::default());
    });
    (page, go)
}

fn form_urlencoded_page(query: &str) -> Option<u64> {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("page="))
        .and_then(|v| v.parse().ok())
}
