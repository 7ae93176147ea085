//! A list that could not be shown: its address's filters refused, or the read failed.

use leptos::prelude::*;
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::{not_shown, EmptyState};
use crate::i18n::{use_i18n, CommonKey};
use crate::lists::UrlQuery;

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
