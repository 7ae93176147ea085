//! "Skip to content": focuses the page's `<main id="main">` without leaving the page.

use leptos::prelude::*;

use crate::components::focus_by_id;
use crate::i18n::{use_i18n, CommonKey};

/// The first link of a page. `#main` alone would resolve against index.html's `<base href>`
/// (the app's folder, not this page), so the click focuses the landmark itself.
#[component]
pub fn SkipLink() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <a
            class="skip-link"
            href="#main"
            rel="external"
            on:click=|ev| {
                ev.prevent_default();
                focus_by_id("main");
            }
        >
            {move || i18n.t(CommonKey::SkipToContent)}
        </a>
    }
}
