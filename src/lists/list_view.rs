//! A list read whole in one answer, searched, filtered and sorted in the portal.

use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::Fetched;
use crate::i18n::{Key, ListsKey};
use crate::lists::{found_list, Column, Finding, FoundParts, ListRows, ListText, Reading};

/// The states of `list`, its rows found in the portal ([`found_list`]) in a table named
/// `caption`.
#[component]
pub fn ListView<R>(
    /// The list, as read.
    list: Fetched<Result<Vec<R>, ApiError>>,
    /// The table's accessible name.
    #[prop(into)]
    caption: Key,
    /// The columns.
    columns: Vec<Column<R>>,
    /// The filters and saved sets.
    finding: Finding<R>,
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
    let rows = ListRows::new();
    let reading = RwSignal::new(Reading::Loading);
    crate::reactive::effect(move || {
        let answer = list.with(|answer| {
            answer
                .as_ref()
                .map(|a| a.as_ref().map(Vec::len).map_err(Clone::clone))
        });
        match answer {
            None => {}
            Some(Ok(total)) => {
                // One clone of the rows per answer, not per read.
                if let Some(Ok(items)) = untrack(|| list.get()) {
                    rows.replace(items);
                }
                reading.set(Reading::Done {
                    total: total as u64,
                });
            }
            Some(Err(e)) => reading.set(Reading::Failed(e)),
        }
    });
    let text = ListText {
        caption,
        count: ListsKey::Count.into(),
        empty_title,
        empty_body,
    };
    let retry = Callback::new(move |_| list.refetch());
    found_list(FoundParts {
        text,
        columns,
        finding,
        rows,
        reading: reading.into(),
        retry,
        read_rest: None,
        show_last: Signal::default(),
        settle: Signal::default(),
    })
}
