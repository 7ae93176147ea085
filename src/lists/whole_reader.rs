//! Reading a paginated list whole, page after page in the background, up to [`MAX_ROWS`], so
//! the portal can search, filter and sort it; with the progress shown as it goes.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::pagination::MAX_SIZE;
use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::lists::ListRows;
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

/// One page's rows, put in the list (appended, or replacing it for the first page); the row
/// type is erased so the reading loop is one copy of the code.
type PageIn = Box<dyn FnOnce(bool)>;

/// One page's answer: its totals, its row count and how to put its rows in.
struct Answer {
    total: u64,
    count: u64,
    put: PageIn,
}

/// Reads one page, erased to [`Answer`].
type LoadPage = Box<dyn Fn(PageRequest) -> Pin<Box<dyn Future<Output = Result<Answer, ApiError>>>>>;

/// Reads `load`'s pages of [`MAX_SIZE`] rows into `rows`, one after the other, now and again
/// whenever `reload` changes (the rows shown stay until the new first page is in); gives the
/// reading's state and a callback that reads the rest after a refused page. An answer arriving
/// after a newer reading began, or after the list was left, goes nowhere.
pub fn read_whole<R, F, Fut>(
    load: F,
    rows: ListRows<R>,
    reload: Signal<u64>,
) -> (RwSignal<Reading>, Callback<()>)
where
    R: Clone + Send + Sync + 'static,
    F: Fn(PageRequest) -> Fut + Copy + 'static,
    Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
{
    let load: LoadPage = Box::new(move |request| {
        // Called now, while the list is on screen: what the request reads (the page's
        // filters) may be gone by the time the task first polls it.
        let answer = load(request);
        Box::pin(async move {
            answer.await.map(|page| Answer {
                total: page.total_items,
                count: page.items.len() as u64,
                put: Box::new(move |first| {
                    if first {
                        rows.replace(page.items);
                    } else {
                        rows.append(page.items);
                    }
                }),
            })
        })
    });
    reader(load, reload)
}

/// The reading loop, apart from the generic list so that it is one copy of the code.
fn reader(load: LoadPage, reload: Signal<u64>) -> (RwSignal<Reading>, Callback<()>) {
    let load = StoredValue::new_local(load);
    let state = RwSignal::new(Reading::Loading);
    let generation = StoredValue::new(0u64);
    // Reads from page `page` on (0: the whole list again) until the list or the cap ends.
    let read_from = move |page: u64, already: u64| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        let current = move || generation.try_get_value() == Some(n);
        let request = |page: u64| PageRequest {
            page: i64::try_from(page).unwrap_or(i64::MAX),
            size: MAX_SIZE,
        };
        let first = untrack(|| load.with_value(|load| load(request(page))));
        // For the benchmark: from the first request to the last row in.
        let (start, end) = (format!("list-read-start-{n}"), format!("list-read-end-{n}"));
        performance::mark(&start);
        spawn_local(async move {
            let (mut page, mut read, mut next) = (page, already, first);
            loop {
                let answer = next.await;
                if !current() {
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
                (answer.put)(page == 0);
                read += answer.count;
                let total = answer.total;
                if answer.count == 0 || read >= total.min(MAX_ROWS) {
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
