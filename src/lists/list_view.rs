//! A list read whole (not paged): loading, an error with retry, the empty state, or the table.

use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::{EmptyState, Fetched};
use crate::i18n::{use_i18n, Key};
use crate::lists::{Column, DataTable};

/// The states of `list`, with its rows in a [`DataTable`] named `caption`.
#[component]
pub fn ListView<R>(
    /// The list, as read.
    list: Fetched<Result<Vec<R>, ApiError>>,
    /// The table's accessible name.
    #[prop(into)]
    caption: Key,
    /// The columns.
    columns: Vec<Column<R>>,
    /// The empty state's title.
    #[prop(into)]
    empty_title: Key,
    /// The empty state's explanation.
    #[prop(into)]
    empty_body: Key,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
{
    let i18n = use_i18n();
    let rows = Signal::derive(move || list.get().and_then(Result::ok).unwrap_or_default());
    let caption = Signal::derive(move || i18n.t(caption).to_owned());
    list.show(move |items| {
        if items.is_empty() {
            view! { <EmptyState title=empty_title body=empty_body/> }.into_any()
        } else {
            view! { <DataTable caption columns=columns.clone() rows/> }.into_any()
        }
    })
}
