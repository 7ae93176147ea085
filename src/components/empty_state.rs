//! The empty state of a list: a title, an explanation and an optional action; and a page
//! past the last.

use leptos::prelude::*;

use crate::i18n::{use_i18n, CommonKey, Key};

/// Says that there is nothing to show, and why or what to do.
#[component]
pub fn EmptyState(
    /// The short title, e.g. "No invitations".
    #[prop(into)]
    title: Key,
    /// A sentence of explanation.
    #[prop(optional, into)]
    body: Option<Key>,
    /// An optional action (a link or button).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="empty-state">
            <p class="empty-state__title">{move || i18n.t(title)}</p>
            {body.map(|body| view! { <p class="empty-state__body">{move || i18n.t(body)}</p> })}
            {children.map(|children| view! { <div class="empty-state__action">{children()}</div> })}
        </div>
    }
}

/// A list page past the last (an old or edited link): says so, with a way to the first page.
#[component]
pub fn PastLastPage(
    /// Goes to a page (0-based); the button asks for the first.
    go: Callback<u64>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <EmptyState title=CommonKey::PastLastPage body=CommonKey::PastLastPageBody>
            <button type="button" class="btn btn--secondary" on:click=move |_| go.run(0)>
                {move || i18n.t(CommonKey::FirstPage)}
            </button>
        </EmptyState>
    }
}
