//! Paging: first, previous, "page X of Y", next, last, and a jump to a page typed by number.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::components::focus_soon;
use crate::forms::{FieldKind, FormField};
use crate::i18n::{localize_count, use_i18n, CommonKey, Message};

/// The jump field's id (one pager per page).
const JUMP_ID: &str = "pager-jump";

/// The 0-based page a typed page number (counted from 1) names, when it is one of `pages`.
fn jump_target(typed: &str, pages: u64) -> Option<u64> {
    let n = typed.trim().parse::<u64>().ok()?;
    (1..=pages).contains(&n).then(|| n - 1)
}

/// Paging controls for a 0-based `page` of `total_pages`; `on_page` runs with the page wanted.
/// The buttons are disabled at the ends and while `busy`; a page number out of range is
/// refused beside the jump field, which keeps what was typed.
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
    let last = move || total_pages.get().saturating_sub(1);
    let at_start = move || busy.get() || page.get() == 0;
    let at_end = move || busy.get() || page.get() + 1 >= total_pages.get();
    let text = move || {
        let pages = localize_count(total_pages.get().max(1));
        let current = localize_count(page.get() + 1);
        i18n.tf(CommonKey::PageOf, &[("page", &current), ("pages", &pages)])
    };
    let typed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<Message>);
    let jump = move |ev: SubmitEvent| {
        ev.prevent_default();
        let pages = total_pages.get_untracked().max(1);
        match jump_target(&typed.get_untracked(), pages) {
            Some(target) => {
                error.set(None);
                typed.set(String::new());
                if target != page.get_untracked() {
                    on_page.run(target);
                }
            }
            None => {
                let pages = localize_count(pages);
                error.set(Some(Message::with(
                    CommonKey::PagerOutOfRange,
                    &[("pages", pages)],
                )));
                focus_soon(JUMP_ID);
            }
        }
    };
    let button = move |key: CommonKey, disabled: Signal<bool>, to: Callback<(), u64>| {
        view! {
            <button
                type="button"
                class="btn btn--secondary"
                disabled=disabled
                on:click=move |_| on_page.run(to.run(()))
            >
                {move || i18n.t(key)}
            </button>
        }
    };
    let (at_start, at_end) = (Signal::derive(at_start), Signal::derive(at_end));
    view! {
        <nav class="pager" aria-label=move || i18n.t(CommonKey::Pagination)>
            {button(CommonKey::PagerFirst, at_start, Callback::new(|_| 0))}
            {button(
                CommonKey::PreviousPage,
                at_start,
                Callback::new(move |_| page.get_untracked().saturating_sub(1)),
            )}
            <span class="pager__status" aria-live="polite">{text}</span>
            {button(CommonKey::NextPage, at_end, Callback::new(move |_| page.get_untracked() + 1))}
            {button(CommonKey::PagerLast, at_end, Callback::new(move |_| last()))}
            <Show when=move || { total_pages.get() > 2 }>
                <form class="pager__jump" on:submit=jump novalidate>
                    <FormField
                        id=JUMP_ID
                        label=CommonKey::PagerJump
                        value=typed
                        kind=FieldKind::Integer
                        input_mode="numeric"
                        error
                    />
                    <button type="submit" class="btn btn--secondary" disabled=busy>
                        {move || i18n.t(CommonKey::PagerGo)}
                    </button>
                </form>
            </Show>
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::jump_target;

    #[test]
    fn a_typed_page_counts_from_one_and_stays_within_the_pages() {
        assert_eq!(jump_target("1", 5), Some(0));
        assert_eq!(jump_target(" 5 ", 5), Some(4));
        assert_eq!(jump_target("6", 5), None);
        assert_eq!(jump_target("0", 5), None);
        assert_eq!(jump_target("two", 5), None);
        assert_eq!(jump_target("", 5), None);
    }
}
