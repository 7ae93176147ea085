//! The page's name: the browser tab's title ("heading · Portal"), so tabs can be told apart,
//! and a spoken announcement when another page opens, since a screen reader says nothing when
//! a single-page app swaps its content.

use leptos::prelude::*;

use crate::i18n::{use_i18n, CommonKey};

/// What the announcer last said, and the address it said it for.
#[derive(Clone, Copy)]
struct Announcer {
    spoken: RwSignal<String>,
    path: StoredValue<Option<String>>,
}

/// Makes the announcer available to every page; [`RouteAnnouncer`] speaks for it.
pub fn provide_route_announcer() {
    provide_context(Announcer {
        spoken: RwSignal::new(String::new()),
        path: StoredValue::new(None),
    });
}

/// A polite live region, always in the page (a region added with its text is not read), that
/// says the name of each page opened after the first.
#[component]
pub fn RouteAnnouncer() -> impl IntoView {
    let spoken = use_context::<Announcer>().map(|a| a.spoken);
    view! {
        <p class="sr-only" aria-live="polite" aria-atomic="true">
            {move || spoken.map(|s| s.get())}
        </p>
    }
}

/// Keeps `document.title` as "`heading` · Portal" while `heading` changes (a record's name
/// arriving, another language), and announces `heading` when it belongs to a newly opened
/// address; filters and paging change only the query, so they are not announced.
pub fn use_page_title(heading: impl Fn() -> String + Send + Sync + 'static) {
    let i18n = use_i18n();
    let announcer = use_context::<Announcer>();
    // The router's path, not the window's: the address bar may change after the page is drawn.
    let pathname = leptos_router::hooks::use_location().pathname;
    crate::reactive::effect(move || {
        let heading = heading();
        let product = i18n.t(CommonKey::ProductName);
        let title = if heading.is_empty() {
            product.to_owned()
        } else {
            format!("{heading} · {product}")
        };
        document().set_title(&title);
        let Some(announcer) = announcer else {
            return;
        };
        let path = Some(pathname.get_untracked());
        let before = announcer.path.get_value();
        if heading.is_empty() || before == path {
            return;
        }
        announcer.path.set_value(path);
        // The first page is read by the screen reader as it loads.
        if before.is_some() {
            announcer.spoken.set(heading);
        }
    });
}
