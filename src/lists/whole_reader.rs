//! Reading a paginated list whole, page after page in the background, up to [`MAX_ROWS`], so
//! the portal can search, filter and sort it; with the progress shown as it goes.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::pagination::MAX_SIZE;
use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::lists::list_rows::erased;
use crate::lists::{AnyRow, ListRows};
use crate::reactive::Newest;
use crate::web::performance;

/// Most rows read of one list; past them the list says its search covers the first ones.
pub const MAX_ROWS: u64 = 10_000;

/// Where reading a list stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// The first page has not arrived.
    Loading,
    /// The first page was refused.
    Failed(ApiError),
    /// `read` of `total` rows are in; more pages are on their way.
    Underway { read: u64, total: u64 },
    /// A later page was refused after `read` of `total` rows.
    Stopped {
        read: u64,
        total: u64,
        error: ApiError,
    },
    /// Every row is in, or the first [`MAX_ROWS`] of `total`.
    Done { total: u64 },
}

impl Reading {
    /// Whether more rows may still arrive.
    pub fn is_reading(&self) -> bool {
        matches!(self, Self::Loading | Self::Underway { .. })
    }
}

/// One page's answer: the list's totals and the page's rows, erased.
pub struct Answer {
    /// Rows in the whole list.
    pub total: u64,
    /// Pages in the whole list, of the size asked for.
    pub pages: u64,
    /// The page's rows.
    pub rows: Vec<AnyRow>,
}

/// One page's answer, on its way.
pub type PageAnswer = Pin<Box<dyn Future<Output = Result<Answer, ApiError>>>>;

/// Reads one page, its rows erased: the one part of reading a list that knows the row type.
pub struct PageLoader(Box<dyn Fn(PageRequest) -> PageAnswer>);

impl PageLoader {
    /// Asks for the page `request` names.
    pub fn read(&self, request: PageRequest) -> PageAnswer {
        (self.0)(request)
    }
}

/// `load` with its pages' rows erased.
pub fn page_loader<R, F, Fut>(load: F) -> PageLoader
where
    R: Send + Sync + 'static,
    F: Fn(PageRequest) -> Fut + 'static,
    Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
{
    PageLoader(Box::new(move |request| {
        // Called now, while the list is on screen: what the request reads (the page's
        // filters) may be gone by the time the task first polls it.
        let answer = load(request);
        Box::pin(async move {
            answer.await.map(|page| Answer {
                total: page.total_items,
                pages: page.total_pages,
                rows: erased(page.items),
            })
        })
    }))
}

/// Reads `load`'s pages of [`MAX_SIZE`] rows into `rows`, one after the other, now and again
/// whenever `reload` changes (the rows shown stay until the new first page is in); gives the
/// reading's state and a callback that reads the rest after a refused page. An answer arriving
/// after a newer reading began, or after the list was left, goes nowhere.
pub fn read_whole(
    PageLoader(load): PageLoader,
    rows: ListRows,
    reload: Signal<u64>,
) -> (RwSignal<Reading>, Callback<()>) {
    let load = StoredValue::new_local(load);
    let state = RwSignal::new(Reading::Loading);
    let newest = Newest::new();
    // Reads from page `page` on (0: the whole list again) until the list or the cap ends.
    let read_from = move |page: u64, already: u64| {
        let call = newest.call();
        let request = |page: u64| PageRequest {
            page: i64::try_from(page).unwrap_or(i64::MAX),
            size: MAX_SIZE,
        };
        let first = untrack(|| load.with_value(|load| load(request(page))));
        // For the benchmark: from the first request to the last row in.
        let n = call.number();
        let (start, end) = (format!("list-read-start-{n}"), format!("list-read-end-{n}"));
        performance::mark(&start);
        spawn_local(async move {
            let (mut page, mut read, mut next) = (page, already, first);
            loop {
                let answer = next.await;
                if !call.is_newest() {
                    return;
                }
                let answer = match answer {
                    Ok(answer) => answer,
                    Err(error) => {
                        state.set(match state.get_untracked() {
                            Reading::Underway { read, total } if page > 0 => {
                                Reading::Stopped { read, total, error }
                            }
                            _ => Reading::Failed(error),
                        });
                        return;
                    }
                };
                let (total, count) = (answer.total, answer.rows.len() as u64);
                if page == 0 {
                    rows.replace(answer.rows);
                } else {
                    rows.append(answer.rows);
                }
                read += count;
                if count == 0 || read >= total.min(MAX_ROWS) {
                    state.set(Reading::Done { total });
                    performance::mark(&end);
                    performance::measure("list-read", &start, &end);
                    return;
                }
                state.set(Reading::Underway { read, total });
                page += 1;
                next = match load.try_with_value(|load| load(request(page))) {
                    Some(next) => next,
                    None => return,
                };
            }
        });
    };
    crate::reactive::effect(move || {
        reload.track();
        read_from(0, 0);
    });
    let rest = Callback::new(move |_| {
        if let Reading::Stopped { read, total, .. } = state.get_untracked() {
            state.set(Reading::Underway { read, total });
            read_from(read / MAX_SIZE as u64, read);
        }
    });
    (state, rest)
}
