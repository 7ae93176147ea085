//! A list read whole in one answer, searched, filtered and sorted in the portal.

use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::Fetched;
use crate::i18n::{Key, ListsKey};
use crate::lists::list_rows::erased;
use crate::lists::{found_list, AnyRow, Column, Finding, FoundParts, ListRows, ListText, Reading};

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
    // Only taking each answer's rows in is compiled per row type.
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
                    rows.replace(erased(items));
                }
                reading.set(Reading::Done {
                    total: total as u64,
                });
            }
            Some(Err(e)) => reading.set(Reading::Failed(e)),
        }
    });
    whole_answer(WholeAnswer {
        text: ListText {
            caption,
            count: ListsKey::Count.into(),
            empty_title,
            empty_body,
        },
        columns: columns.into_iter().map(Column::erased).collect(),
        finding: finding.erased(),
        rows,
        reading,
        retry: Callback::new(move |_| list.refetch()),
    })
}

/// Everything a [`ListView`] was given, with the row type erased: the list is built apart from
/// the generic component, which measured 0.35 KB smaller than building it inside.
struct WholeAnswer {
    text: ListText,
    columns: Vec<Column<AnyRow>>,
    finding: Finding<AnyRow>,
    rows: ListRows,
    reading: RwSignal<Reading>,
    retry: Callback<()>,
}

fn whole_answer(answer: WholeAnswer) -> AnyView {
    let WholeAnswer {
        text,
        columns,
        finding,
        rows,
        reading,
        retry,
    } = answer;
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
