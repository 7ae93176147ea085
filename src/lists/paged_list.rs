//! A server-paginated list whose page is kept in the address: its loading, error, empty and
//! past-the-end states, the table and the pager.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::components::{not_shown, EmptyState, PastLastPage};
use crate::i18n::{localize_count, use_i18n, Key};
use crate::lists::list_not_shown;
use crate::lists::{page_loader, use_page_param, use_url_query, AllRows, Column, DataTable, Pager};

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
    let rows = RwSignal::new(Vec::<R>::new());
    // The only part that knows the row type: the request, and setting the rows it read.
    // Every page, as "Export all matching rows" reads them.
    let every_page = load;
    let load: LoadPage = Box::new(move |request| {
        // Called now, while the list is on screen: what the request reads (the page's
        // filters) may be gone by the time the task first polls it.
        let answer = load(request);
        Box::pin(async move {
            answer.await.map(|p| Loaded {
                status: ListStatus::of(&p),
                last: (p.items.is_empty() && p.total_pages > 0).then(|| p.total_pages - 1),
                show: Box::new(move || rows.set(p.items)),
            })
        })
    });
    let ListState {
        page,
        go,
        status,
        busy,
        retry,
    } = list_state(load, reload, show_last);
    let i18n = use_i18n();
    let table = ViewFn::from(move || {
        let caption = Signal::derive(move || i18n.t(text.caption).to_owned());
        let all = AllRows::Read(Arc::new(move || page_loader(every_page)));
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
    view! { <ListFrame text status=status.into() page go busy retry table/> }
}

/// One page's answer with its row type erased.
struct Loaded {
    /// Where the list stands.
    status: ListStatus,
    /// The last page, when this page has no rows but the list has pages.
    last: Option<u64>,
    /// Shows the rows (run only if no newer request was made meanwhile).
    show: Box<dyn FnOnce()>,
}

/// Loads one page, erased to [`Loaded`].
type LoadPage = Box<dyn Fn(PageRequest) -> Pin<Box<dyn Future<Output = Result<Loaded, ApiError>>>>>;

/// The list's page in the address, its status and fetching, apart from the generic list so
/// that it is one copy of the code, not one per kind of row.
fn list_state(load: LoadPage, reload: Signal<u64>, show_last: Signal<u64>) -> ListState {
    let load = StoredValue::new_local(load);
    let (page, go) = use_page_param();
    let status = RwSignal::new(ListStatus::Loading);
    let busy = RwSignal::new(false);
    let generation = StoredValue::new(0u64);
    // After a write, a page left empty (its last row decided or deleted) gives way to the
    // new last page instead of saying the address asks for too much.
    let fetch = move |page: u64, after_write: bool| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        let request = PageRequest {
            page: i64::try_from(page).unwrap_or(i64::MAX),
            ..PageRequest::default()
        };
        // Called outside the effect's tracking, as when it ran inside the task.
        let answer = untrack(|| load.with_value(|load| load(request)));
        spawn_local(async move {
            let result = answer.await;
            // Overtaken by a newer request, or the list was left (its address changed on the
            // way out, which asked for a page before the list was taken down).
            if generation.try_get_value() != Some(n) {
                return;
            }
            let next = match result {
                Ok(Loaded {
                    last: Some(last), ..
                }) if after_write && page > 0 => {
                    go.run(last);
                    return;
                }
                Ok(loaded) => {
                    (loaded.show)();
                    loaded.status
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
    fn of<R>(page: &Page<R>) -> Self {
        if page.total_items == 0 {
            Self::Empty
        } else if page.items.is_empty() {
            Self::PastEnd
        } else {
            Self::Shown {
                total: page.total_items,
                pages: page.total_pages,
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
