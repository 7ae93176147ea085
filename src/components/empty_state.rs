//! The empty state of a list: a title, an explanation and an optional action; and what a
//! list read from its address shows when it cannot be read.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::not_shown;
use crate::i18n::{use_i18n, CommonKey, Key};
use crate::lists::UrlQuery;

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

/// A list read from its address and refused: when the server refused the address's own
/// filters, sort or page (an old or edited link), [`UnusableFilters`], since retrying would be
/// refused again; otherwise the refusal with Retry.
pub fn list_not_shown(error: ApiError, retry: Callback<()>, url: UrlQuery) -> AnyView {
    match &error {
        ApiError::Server {
            status: 400,
            code: ErrorCode::InvalidParameter,
            message,
        } if !url.search.with_untracked(String::is_empty) => {
            let reason = message.clone();
            let clear = Callback::new(move |_| url.show(""));
            view! { <UnusableFilters reason clear/> }.into_any()
        }
        _ => not_shown(Some(error), retry),
    }
}

/// A list whose address holds filters or a sort the server refused (an old or edited link):
/// says so, with the server's own words when it gave any, and a way to the whole list.
#[component]
fn UnusableFilters(
    /// What the server said it refused.
    reason: Option<String>,
    /// Shows the list without the address's filters.
    clear: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <EmptyState title=CommonKey::BadFilters body=CommonKey::BadFiltersBody>
            {reason.map(|reason| view! { <p class="empty-state__body">{reason}</p> })}
            <button type="button" class="btn btn--secondary" on:click=move |_| clear.run(())>
                {move || i18n.t(CommonKey::ShowWholeList)}
            </button>
        </EmptyState>
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
