//! The empty state of a list: a title, an explanation and an optional action.

use leptos::prelude::*;

use crate::i18n::{use_i18n, Key};

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
