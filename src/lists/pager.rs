//! Previous/next paging with "page X of Y" and the total count.

use leptos::prelude::*;

use crate::i18n::{localize_count, use_i18n, CommonKey};

/// Paging controls for a 0-based `page` of `total_pages`; `on_page` runs with the page wanted.
/// The buttons are disabled at the ends and while `busy`.
#[component]
pub fn Pager(
    /// The 0-based page shown.
    #[prop(into)]
    page: Signal<u64>,
    /// Number of pages.
    #[prop(into)]
    total_pages: Signal<u64>,
    /// Whether a page is being loaded.
    #[prop(into)]
    busy: Signal<bool>,
    /// Runs with the 0-based page to show.
    on_page: Callback<u64>,
) -> impl IntoView {
    let i18n = use_i18n();
    let at_start = move || busy.get() || page.get() == 0;
    let at_end = move || busy.get() || page.get() + 1 >= total_pages.get();
    let text = move || {
        let pages = localize_count(total_pages.get().max(1));
        let current = localize_count(page.get() + 1);
        i18n.tf(CommonKey::PageOf, &[("page", &current), ("pages", &pages)])
    };
    view! {
        <nav class="pager" aria-label=move || i18n.t(CommonKey::Pagination)>
            <button
                type="button"
                class="btn btn--secondary"
                disabled=at_start
                on:click=move |_| on_page.run(page.get_untracked().saturating_sub(1))
            >
                {move || i18n.t(CommonKey::PreviousPage)}
            </button>
            <span class="pager__status" aria-live="polite">{text}</span>
            <button
                type="button"
                class="btn btn--secondary"
                disabled=at_end
                on:click=move |_| on_page.run(page.get_untracked() + 1)
            >
                {move || i18n.t(CommonKey::NextPage)}
            </button>
        </nav>
    }
}
