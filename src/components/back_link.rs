//! "Back to …" links that return to a list as it was last shown: its page, filters and sort.

use std::cell::RefCell;

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::components::A;
use crate::i18n::{use_i18n, Key};
use crate::web::{location_path, with_query};

thread_local! {
    /// The query string each in-app path last had in this tab. A list, not a hash map: a tab
    /// shows at most a few thousand paths, and the map's hashing cost download size.
    static LAST_QUERY: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// Remembers the query string of every address the tab shows, so a back link can restore it.
/// Placed once, inside the router.
#[component]
pub fn ListQueryMemory() -> impl IntoView {
    let location = use_location();
    crate::reactive::effect(move || {
        location.pathname.track();
        location.search.track();
        let here = location_path(&location);
        let (path, query) = here.split_once('?').unwrap_or((&here, ""));
        LAST_QUERY.with(|m| {
            let mut known = m.borrow_mut();
            match known.iter_mut().find(|(p, _)| p == path) {
                Some((_, last)) => *last = query.to_owned(),
                None => known.push((path.to_owned(), query.to_owned())),
            }
        });
    });
}

/// The list at the in-app `to` as it was last shown in this tab: its path with the query it
/// last had. A query `to` carries itself (a file's institution) serves when the tab has not
/// shown that list, as after a reload.
pub fn as_last_shown(to: &str) -> String {
    let (path, own) = to.split_once('?').unwrap_or((to, ""));
    let last = LAST_QUERY.with(|m| {
        m.borrow()
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, query)| query.clone())
    });
    with_query(path.to_owned(), last.as_deref().unwrap_or(own))
}

/// A link back to the list at `to` (an in-app path), opened as it was last shown in this
/// tab: the same page, filters and sort (see [`as_last_shown`]).
#[component]
pub fn BackLink(
    /// The list's in-app path.
    #[prop(into)]
    to: Signal<String>,
    /// The link's text.
    #[prop(into)]
    text: Key,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <A href=move || as_last_shown(&to.get()) attr:class="back-link">
            {move || i18n.t(text)}
        </A>
    }
}
