//! A server-paginated list whose page is kept in the address: its loading, error, empty and
//! past-the-end states, the table and the pager.

use std::future::Future;

use leptos::prelude::*;
use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::components::{not_shown, EmptyState, PastLastPage};
use crate::i18n::{localize_count, use_i18n, Key};
use crate::lists::list_not_shown;
use crate::lists::list_source::ListSource;
use crate::lists::whole_reader::{Answer, PageLoader};
use crate::lists::{use_page_param, use_url_query, AllRows, AnyRow, Column, DataTable, Pager};
use crate::reactive::Newest;

/// What a [`PagedList`] says: the table's name, the count line and the empty state.
#[derive(Debug, Clone, Copy)]
pub struct ListText {
    /// The table's accessible name.
    pub caption: Key,
    /// "{count} exchange fees".
    pub count: Key,
    /// The empty state's title.
    pub empty_title: Key,
    /// The empty state's explanation.
    pub empty_body: Key,
}

/// One page of `load`'s list, the page number in the address's `page` parameter (so a page
/// is a link and Back works). While the next page loads the current rows stay, marked busy;
/// an answer that arrives after a newer request is dropped. Loading, error (with "Try
/// again"), empty and past-the-last-page states are distinct; a write that empties the page
/// shown moves to the new last page.
#[component]
pub fn PagedList<R, F, Fut>(
    /// The texts.
    text: ListText,
    /// The columns.
    columns: Vec<Column<R>>,
    /// Loads one page.
    load: F,
    /// Changing it loads the page shown again (after a write).
    #[prop(optional, into)]
    reload: Signal<u64>,
    /// Changing it shows the last page, where an added row lands (after a create).
    #[prop(optional, into)]
    show_last: Signal<u64>,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
    F: Fn(PageRequest) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
{
    // Only the erasing is compiled per row type.
    paged_list(text, ListSource::of(columns, load), reload, show_last)
}

fn paged_list(
    text: ListText,
    source: ListSource,
    reload: Signal<u64>,
    show_last: Signal<u64>,
) -> AnyView {
    let ListSource { columns, pages } = source;
    let rows = RwSignal::new(Vec::<AnyRow>::new());
    let ListState {
        page,
        go,
        status,
        busy,
        retry,
    } = list_state(pages(), rows, reload, show_last);
    let i18n = use_i18n();
    let table = ViewFn::from(move || {
        let caption = Signal::derive(move || i18n.t(text.caption).to_owned());
        // Every page, as "Export all matching rows" reads them.
        let all = AllRows::Read(pages.clone());
        view! {
            <DataTable
                caption
                columns=columns.clone()
                rows
                busy
                all
            />
        }
    });
    view! { <ListFrame text status=status.into() page go busy retry table/> }.into_any()
}

/// The list's page in the address, its status, and reading its pages with `load` into `rows`.
fn list_state(
    load: PageLoader,
    rows: RwSignal<Vec<AnyRow>>,
    reload: Signal<u64>,
    show_last: Signal<u64>,
) -> ListState {
    let load = StoredValue::new_local(load);
    let (page, go) = use_page_param();
    let status = RwSignal::new(ListStatus::Loading);
    let busy = RwSignal::new(false);
    let newest = Newest::new();
    // After a write, a page left empty (its last row decided or deleted) gives way to the
    // new last page instead of saying the address asks for too much.
    let fetch = move |page: u64, after_write: bool| {
        busy.set(true);
        let request = PageRequest {
            page: i64::try_from(page).unwrap_or(i64::MAX),
            ..PageRequest::default()
        };
        // Called outside the effect's tracking, as when it ran inside the task.
        let answer = untrack(|| load.with_value(|load| load.read(request)));
        // Not taken when overtaken by a newer request, or when the list was left (its address
        // changed on the way out, which asked for a page before the list was taken down).
        newest.take(answer, move |result| {
            let next = match result {
                Ok(answer)
                    if after_write && page > 0 && answer.rows.is_empty() && answer.pages > 0 =>
                {
                    go.run(answer.pages - 1);
                    return;
                }
                Ok(answer) => {
                    let next = ListStatus::of(&answer);
                    rows.set(answer.rows);
                    next
                }
                Err(e) => ListStatus::Failed(e),
            };
            // The same totals keep the table drawn: only its rows change.
            if status.with_untracked(|s| *s != next) {
                status.set(next);
            }
            busy.set(false);
        });
    };
    Effect::new(move |written: Option<u64>| {
        let writes = reload.get();
        fetch(page.get(), written.is_some_and(|before| before != writes));
        writes
    });

    Effect::new(move |first: Option<()>| {
        show_last.track();
        if first.is_none() {
            return;
        }
        // Counted before the add: the added row is item number `total`, 0-based.
        let total = status.with_untracked(|s| match s {
            ListStatus::Shown { total, .. } => *total,
            _ => 0,
        });
        let last = total / PageRequest::default().size.max(1) as u64;
        if last == page.get_untracked() {
            fetch(last, false);
        } else {
            go.run(last);
        }
    });

    let retry = Callback::new(move |_| fetch(page.get_untracked(), false));
    ListState {
        page,
        go,
        status,
        busy,
        retry,
    }
}

/// What [`list_state`] gives the list's view.
struct ListState {
    /// The page shown (0-based), from the address.
    page: Signal<u64>,
    /// Goes to a page.
    go: Callback<u64>,
    /// Where the list stands.
    status: RwSignal<ListStatus>,
    /// True while a page loads.
    busy: RwSignal<bool>,
    /// Loads the page shown again.
    retry: Callback<()>,
}

/// Where a list stands.
#[derive(Debug, Clone, PartialEq)]
enum ListStatus {
    /// The first page has not arrived yet.
    Loading,
    /// The page could not be read.
    Failed(ApiError),
    /// The list has no rows at all.
    Empty,
    /// The address asks for a page past the last.
    PastEnd,
    /// Rows to show: `total` across `pages`.
    Shown { total: u64, pages: u64 },
}

impl ListStatus {
    fn of(page: &Answer) -> Self {
        if page.total == 0 {
            Self::Empty
        } else if page.rows.is_empty() {
            Self::PastEnd
        } else {
            Self::Shown {
                total: page.total,
                pages: page.pages,
            }
        }
    }
}

// Apart from the generic list so that its states are drawn by one copy of the code, not one
// per kind of row.
#[component]
fn ListFrame(
    text: ListText,
    status: Signal<ListStatus>,
    page: Signal<u64>,
    go: Callback<u64>,
    busy: RwSignal<bool>,
    retry: Callback<()>,
    table: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let url = use_url_query();
    let total_pages = Signal::derive(move || match status.get() {
        ListStatus::Shown { pages, .. } => pages,
        _ => 0,
    });
    move || match status.get() {
        ListStatus::Loading => not_shown(None, retry),
        ListStatus::Failed(e) => list_not_shown(e, retry, url),
        ListStatus::Empty => {
            view! { <EmptyState title=text.empty_title body=text.empty_body/> }.into_any()
        }
        ListStatus::PastEnd => view! { <PastLastPage go/> }.into_any(),
        ListStatus::Shown { total, .. } => view! {
            <p class="list__count" aria-live="polite">
                {move || i18n.tf(text.count, &[("count", &localize_count(total))])}
            </p>
            {table.run()}
            <Pager page total_pages busy on_page=go/>
        }
        .into_any(),
    }
}
