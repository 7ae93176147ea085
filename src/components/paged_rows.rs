//! A server-paged list whose page is in the address: loading, empty, error, rows and pager.

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::pagination::DEFAULT_SIZE;
use portal_api::{Page, PageRequest};

use super::{use_page_param, Column, DataTable, EmptyState, ErrorView, LoadingState, Pager};
use crate::api::ApiError;
use crate::i18n::{use_i18n, Key};

/// One page of a list: the answer, its rows, whether the next is loading, the page in the
/// address, and ways to change page or read it again.
pub struct PagedRows<R: Send + Sync + 'static> {
    loaded: RwSignal<Option<Result<Page<R>, ApiError>>>,
    /// The rows of the page shown.
    pub rows: RwSignal<Vec<R>>,
    /// Whether a page is being loaded.
    pub busy: RwSignal<bool>,
    /// The 0-based page in the address.
    pub page: Signal<u64>,
    /// Goes to another page.
    pub go: Callback<u64>,
    /// Reads the page shown again.
    pub reload: Callback<()>,
}

impl<R: Send + Sync + 'static> Clone for PagedRows<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Send + Sync + 'static> Copy for PagedRows<R> {}

impl<R: Clone + Send + Sync + 'static> PagedRows<R> {
    /// How many items the list has, once a page loaded (tracked).
    pub fn total_items(&self) -> Option<u64> {
        self.loaded.with(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map(|p| p.total_items)
        })
    }

    /// Shows the last page after an item was added at the end of the list.
    pub fn show_added(&self) {
        let total = self.loaded.with_untracked(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map_or(0, |p| p.total_items)
        });
        let last = total / DEFAULT_SIZE as u64;
        if last == self.page.get_untracked() {
            self.reload.run(());
        } else {
            self.go.run(last);
        }
    }
}

/// Loads the page in the address with `fetch` whenever it changes; a late answer for a page
/// no longer wanted is dropped.
pub fn use_paged_rows<R, F, Fut>(fetch: F) -> PagedRows<R>
where
    R: Clone + Send + Sync + 'static,
    F: Fn(PageRequest) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
{
    let (page, go) = use_page_param();
    let loaded = RwSignal::new(None::<Result<Page<R>, ApiError>>);
    let rows = RwSignal::new(Vec::new());
    let busy = RwSignal::new(false);
    let generation = StoredValue::new(0u64);
    let load = move |p: u64| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        spawn_local(async move {
            let request = PageRequest {
                page: p as i64,
                size: DEFAULT_SIZE,
            };
            let result = fetch(request).await;
            if generation.get_value() != n {
                return;
            }
            rows.set(result.as_ref().map(|p| p.items.clone()).unwrap_or_default());
            loaded.set(Some(result));
            busy.set(false);
        });
    };
    Effect::new(move |_| load(page.get()));
    PagedRows {
        loaded,
        rows,
        busy,
        page,
        go,
        reload: Callback::new(move |_| load(page.get_untracked())),
    }
}

/// The list's states: loading, the error with "Try again", empty, or the count, the table
/// (named `caption`) and the pager.
#[component]
pub fn PagedTable<R>(
    /// The list.
    list: PagedRows<R>,
    /// The table's accessible name.
    #[prop(into)]
    caption: Key,
    /// The columns.
    columns: Vec<Column<R>>,
    /// "{count} items".
    #[prop(into)]
    count: Key,
    /// The title when the list is empty.
    #[prop(into)]
    empty_title: Key,
    /// The explanation when the list is empty.
    #[prop(into)]
    empty_body: Key,
) -> impl IntoView
where
    R: Clone + Send + Sync + 'static,
{
    let i18n = use_i18n();
    let error = move || {
        list.loaded
            .with(|l| l.as_ref().and_then(|r| r.as_ref().err().cloned()))
    };
    let total_pages = Signal::derive(move || {
        list.loaded.with(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map_or(0, |p| p.total_pages)
        })
    });
    let caption = Signal::derive(move || i18n.t(caption).to_owned());
    move || match (list.loaded.with(Option::is_some), error()) {
        (false, _) => view! { <LoadingState/> }.into_any(),
        (true, Some(e)) => view! { <ErrorView error=e retry=list.reload/> }.into_any(),
        (true, None) if list.total_items() == Some(0) => {
            view! { <EmptyState title=empty_title body=empty_body/> }.into_any()
        }
        (true, None) => {
            let n = list.total_items().unwrap_or(0).to_string();
            view! {
                <p class="list__count" aria-live="polite">
                    {move || i18n.tf(count, &[("count", &n)])}
                </p>
                <DataTable
                    caption
                    columns=columns.clone()
                    rows=list.rows
                    on_sort=Callback::new(|_| ())
                    busy=list.busy
                />
                <Pager page=list.page total_pages busy=list.busy on_page=list.go/>
            }
            .into_any()
        }
    }
}
