//! The page's name: the browser tab's title ("heading · Portal"), so tabs can be told apart,
//! and, when another page opens, focus on its heading or a spoken announcement, since a screen
//! reader says nothing when a single-page app swaps its content.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::{localize_count, use_i18n, CommonKey};

/// What the announcer last said, and the address it said it for.
#[derive(Clone, Copy)]
struct Announcer {
    spoken: RwSignal<String>,
    path: StoredValue<Option<String>>,
}

/// A count the browser tab shows before the page's title ("(3) Recharges · Portal"), so a tab
/// in the background says that something waits; a page provides it above its header.
#[derive(Clone, Copy)]
pub struct TitleCount(pub Signal<Option<u64>>);

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

/// Moves focus to the page's `<h1>` when focus is still where the page was opened from (the
/// link pressed in the navigation or the header, or nowhere once it went away with the old
/// page), so Tab carries on in the new page rather than through the navigation; whether it did.
/// A page that focused one of its own fields keeps it, as does a person who moved focus while a
/// record's name was arriving, or an open dialog.
fn focus_heading(opened_from: Option<web_sys::Element>) -> bool {
    let doc = document();
    let Some(main) = doc.get_element_by_id("main") else {
        return false;
    };
    let focused = doc.active_element();
    let in_page = focused
        .as_ref()
        .is_some_and(|f| f != main.unchecked_ref::<web_sys::Element>() && main.contains(Some(f)));
    let moved = focused
        .as_ref()
        .is_some_and(|f| f.tag_name() != "BODY" && Some(f) != opened_from.as_ref());
    let in_dialog = doc.query_selector("dialog[open]").ok().flatten().is_some();
    if in_page || moved || in_dialog {
        return false;
    }
    let Some(heading) = main
        .query_selector("h1")
        .ok()
        .flatten()
        .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    let _ = heading.set_attribute("tabindex", "-1");
    heading.focus().is_ok()
}

/// Keeps `document.title` as "`heading` · Portal" while `heading` changes (a record's name
/// arriving, another language). When `heading` belongs to a newly opened address, focus goes to
/// it, or, where the page kept focus on one of its fields, it is announced; filters and paging
/// change only the query, so they do neither.
pub fn use_page_title(heading: impl Fn() -> String + Send + Sync + 'static) {
    let i18n = use_i18n();
    let announcer = use_context::<Announcer>();
    // The router's path, not the window's: the address bar may change after the page is drawn.
    let pathname = leptos_router::hooks::use_location().pathname;
    let opened_from = StoredValue::new_local(document().active_element());
    let count = use_context::<TitleCount>();
    crate::reactive::effect(move || {
        let heading = heading();
        let product = i18n.t(CommonKey::ProductName);
        let title = if heading.is_empty() {
            product.to_owned()
        } else {
            format!("{heading} · {product}")
        };
        let title = match count.and_then(|TitleCount(c)| c.get()) {
            Some(n) => format!("({}) {title}", localize_count(n)),
            None => title,
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
        if before.is_none() {
            return;
        }
        // After the frame in which the page focuses its own field, if it does; a focused
        // heading is read out, so it is not announced as well, and the region lets go of the
        // last page's name rather than keep it for someone reading the page line by line.
        request_animation_frame(move || {
            let spoken = if focus_heading(opened_from.try_get_value().flatten()) {
                String::new()
            } else {
                heading
            };
            announcer.spoken.set(spoken);
        });
    });
}
