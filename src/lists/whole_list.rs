//! A paginated list the portal reads whole in the background and searches, filters and sorts
//! itself, with its search, filters, sort and page in the address.

use std::future::Future;

use leptos::prelude::*;
use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::lists::list_source::ListSource;
use crate::lists::whole_reader::PageLoader;
use crate::lists::{
    found_list, read_whole, AnyRow, Column, Finding, FoundParts, ListRows, ListText,
};

/// `load`'s list read page after page (up to 10,000 rows, the progress shown), searched,
/// filtered, sorted and paged in the portal ([`found_list`]). A write (`reload`) reads it again
/// and, if the page shown is gone, shows the new last page; a create (`show_last`) reads it
/// again and shows the last page, where an added row lands.
#[component]
pub fn WholeList<R, F, Fut>(
    /// The texts.
    text: ListText,
    /// The columns.
    columns: Vec<Column<R>>,
    /// The filters and saved sets.
    finding: Finding<R>,
    /// Loads one page.
    load: F,
    /// Changing it reads the list again (after a write).
    #[prop(optional, into)]
    reload: Signal<u64>,
    /// Changing it reads the list again and shows the last page (after a create).
    #[prop(optional, into)]
    show_last: Signal<u64>,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
    F: Fn(PageRequest) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
{
    // Only the erasing is compiled per row type.
    let ListSource { columns, pages } = ListSource::of(columns, load);
    whole_list(Whole {
        text,
        columns,
        finding: finding.erased(),
        load: pages(),
        reload,
        show_last,
    })
}

/// Everything a [`WholeList`] was given, with the row type erased.
struct Whole {
    text: ListText,
    columns: Vec<Column<AnyRow>>,
    finding: Finding<AnyRow>,
    load: PageLoader,
    reload: Signal<u64>,
    show_last: Signal<u64>,
}

fn whole_list(whole: Whole) -> AnyView {
    let Whole {
        text,
        columns,
        finding,
        load,
        reload,
        show_last,
    } = whole;
    let rows = ListRows::new();
    let again = RwSignal::new(0u64);
    let reads = Signal::derive(move || {
        reload
            .get()
            .wrapping_add(show_last.get())
            .wrapping_add(again.get())
    });
    let (reading, read_rest) = read_whole(load, rows, reads);
    let retry = Callback::new(move |_| again.update(|n| *n += 1));
    found_list(FoundParts {
        text,
        columns,
        finding,
        rows,
        reading: reading.into(),
        retry,
        read_rest: Some(read_rest),
        show_last,
        settle: reload,
    })
}
