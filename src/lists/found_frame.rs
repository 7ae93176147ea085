//! What a list the portal searches itself shows around its table, whatever its rows: the
//! finder bar, reading progress, count, notices, the empty and nothing-found states, the pager.

use leptos::prelude::*;
use portal_api::pagination::DEFAULT_SIZE;
use portal_api::recharges::SortDirection;

use crate::components::{not_shown, EmptyState, Notice, NoticeAction, NoticeKind, PastLastPage};
use crate::i18n::{localize_count, use_i18n, Key, ListsKey, Message};
use crate::lists::finder::{ordered, param, sort_value, CellValue, ListQuery, RowFacts};
use crate::lists::finder_bar::{BarSpec, FinderBar};
use crate::lists::list_filter::Choice;
use crate::lists::list_not_shown;
use crate::lists::page_param::use_page_param_in;
use crate::lists::whole_reader::MAX_ROWS;
use crate::lists::{use_url_query, ListText, Pager, Reading, SortState};

/// Rows on a page.
const PAGE_SIZE: u64 = DEFAULT_SIZE as u64;

/// What a list offers to find rows by, without its row type.
#[derive(Clone)]
pub struct FoundSpec {
    /// The sortable columns' fields, in order.
    pub fields: Vec<&'static str>,
    /// Each filter's parameter and label.
    pub filters: Vec<(&'static str, Key)>,
    /// Whether rows are dated.
    pub dated: bool,
    /// The saved sets' list name.
    pub saved: &'static str,
    /// Saved sets are kept per workspace.
    pub per_workspace: bool,
    /// Starts the list's address parameters (see `Finding::keyed`).
    pub prefix: &'static str,
}

/// The rows the address asks for, and the page of them shown.
#[derive(Clone, Copy)]
pub struct FoundState {
    /// What the address asks.
    pub query: Memo<ListQuery>,
    /// The positions of the rows found, in order.
    pub found: Memo<Vec<usize>>,
    /// The 0-based page shown.
    pub page: Signal<u64>,
    /// Goes to a 0-based page.
    pub go: Callback<u64>,
    /// The positions of the rows on the page shown.
    pub page_rows: Memo<Vec<usize>>,
    /// The sort in effect, for the table's headers.
    pub sort: Signal<SortState>,
    /// Sorts by a header's field: ascending, then descending.
    pub on_sort: Callback<&'static str>,
}

/// Reads the address against `facts`: the rows found, their order and the page.
pub fn found_state(spec: &FoundSpec, facts: RwSignal<Vec<RowFacts>>) -> FoundState {
    let url = use_url_query();
    let (params, fields) = (
        spec.filters.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
        spec.fields.clone(),
    );
    let read_fields = fields.clone();
    let prefix = spec.prefix;
    let query = Memo::new(move |_| {
        url.search
            .with(|s| ListQuery::read(s, prefix, &params, &read_fields))
    });
    let sort_at = Memo::new(move |_| query.with(|q| q.sort));
    let order = Memo::new(move |_| {
        let sort = sort_at.get();
        facts.with(|f| ordered(f, sort))
    });
    let found = Memo::new(move |_| {
        query.with(|q| {
            order.with(|o| {
                if q.narrows() {
                    facts.with(|f| o.iter().copied().filter(|at| q.matches(&f[*at])).collect())
                } else {
                    o.clone()
                }
            })
        })
    });
    let (page, go) = use_page_param_in(param(prefix, "page"));
    let page_rows = Memo::new(move |_| {
        let start = usize::try_from(page.get().saturating_mul(PAGE_SIZE)).unwrap_or(usize::MAX);
        found.with(|f| {
            f.iter()
                .skip(start)
                .take(PAGE_SIZE as usize)
                .copied()
                .collect()
        })
    });
    let sort_fields = fields.clone();
    let sort = Signal::derive(move || {
        sort_at
            .get()
            .and_then(|(at, direction)| sort_fields.get(at).map(|f| ((*f).to_owned(), direction)))
    });
    let on_sort = Callback::new(move |field: &'static str| {
        let direction = match sort.get_untracked() {
            Some((f, SortDirection::Asc)) if f == field => SortDirection::Desc,
            _ => SortDirection::Asc,
        };
        url.set(&[(&param(prefix, "sort"), &sort_value(field, direction))]);
    });
    FoundState {
        query,
        found,
        page,
        go,
        page_rows,
        sort,
        on_sort,
    }
}

/// What the frame shows under the bar.
#[derive(Debug, Clone, PartialEq)]
enum Shown {
    Loading,
    Failed(crate::api::ApiError),
    Empty,
    NoneFound,
    PastEnd,
    Rows,
}

/// Pages of `count` rows.
fn pages(count: usize) -> u64 {
    (count as u64).div_ceil(PAGE_SIZE).max(1)
}

/// Says how reading stands: progress while it goes, the cap when the list is longer, and a
/// refused page with "Read the rest".
fn reading_notice(reading: Signal<Reading>, read_rest: Option<Callback<()>>) -> impl IntoView {
    let i18n = use_i18n();
    let progress = move || match reading.get() {
        Reading::Underway { read, total } => Some(view! {
            <div class="finder__reading">
                <progress
                    max=total.min(MAX_ROWS).to_string()
                    value=read.to_string()
                    aria-label=move || i18n.t(ListsKey::Reading)
                ></progress>
                <span>
                    {move || i18n.tf(
                        ListsKey::ReadingCount,
                        &[("read", &localize_count(read)), ("total", &localize_count(total))],
                    )}
                </span>
            </div>
        }),
        _ => None,
    };
    let capped = Signal::derive(move || match reading.get() {
        Reading::Done { total } if total > MAX_ROWS => Some(Message::with(
            ListsKey::Capped,
            &[
                ("max", localize_count(MAX_ROWS)),
                ("total", localize_count(total)),
            ],
        )),
        _ => None,
    });
    let stopped = Signal::derive(move || match reading.get() {
        Reading::Stopped { read, total, .. } => Some(Message::with(
            ListsKey::Stopped,
            &[
                ("read", localize_count(read)),
                ("total", localize_count(total)),
            ],
        )),
        _ => None,
    });
    let stopped = read_rest.map(|run| {
        let action = NoticeAction {
            label: ListsKey::ReadRest.into(),
            run,
        };
        view! { <Notice message=stopped kind=NoticeKind::Warning action/> }
    });
    view! {
        <div aria-live="polite">{progress}</div>
        <Notice message=capped/>
        {stopped}
    }
}

/// Runs `after` with whether to show the last page, once reading is done after `show_last`
/// (true) or `settle` (false) changed.
fn settle_after(
    reading: Signal<Reading>,
    show_last: Signal<u64>,
    settle: Signal<u64>,
    after: impl Fn(bool) + 'static,
) {
    let wanted = StoredValue::new(None::<bool>);
    Effect::new(move |first: Option<()>| {
        show_last.track();
        if first.is_some() {
            wanted.set_value(Some(true));
        }
    });
    Effect::new(move |first: Option<()>| {
        settle.track();
        if first.is_some() && wanted.get_value().is_none() {
            wanted.set_value(Some(false));
        }
    });
    crate::reactive::effect(move || {
        if matches!(reading.get(), Reading::Done { .. }) {
            if let Some(last) = wanted.get_value() {
                wanted.set_value(None);
                after(last);
            }
        }
    });
}

/// The frame around a list's table (see the module).
#[component]
pub fn FoundFrame(
    text: ListText,
    spec: FoundSpec,
    found: FoundState,
    facts: RwSignal<Vec<RowFacts>>,
    choices: RwSignal<Vec<Vec<Choice>>>,
    reading: Signal<Reading>,
    retry: Callback<()>,
    read_rest: Option<Callback<()>>,
    show_last: Signal<u64>,
    settle: Signal<u64>,
    table: ViewFn,
) -> impl IntoView {
    let i18n = use_i18n();
    let url = use_url_query();
    let FoundState {
        query,
        found: rows_found,
        page,
        go,
        ..
    } = found;
    let total_pages = Signal::derive(move || rows_found.with(|f| pages(f.len())));
    settle_after(reading, show_last, settle, move |last| {
        let end = total_pages.get_untracked() - 1;
        if last || page.get_untracked() > end {
            go.run(end);
        }
    });
    let shown = Memo::new(move |_| {
        let reading = reading.get();
        let still = reading.is_reading();
        match reading {
            Reading::Loading => return Shown::Loading,
            Reading::Failed(e) => return Shown::Failed(e),
            _ => {}
        }
        if facts.with(Vec::is_empty) {
            return if still { Shown::Loading } else { Shown::Empty };
        }
        let none = rows_found.with(Vec::is_empty);
        if none && query.with(ListQuery::narrows) {
            return if still {
                Shown::Loading
            } else {
                Shown::NoneFound
            };
        }
        if !still && page.get() >= total_pages.get() {
            return Shown::PastEnd;
        }
        Shown::Rows
    });
    let prefix = spec.prefix;
    let cleared: Vec<String> = ["q", "from", "to"]
        .into_iter()
        .chain(spec.filters.iter().map(|(p, _)| *p))
        .map(|name| param(prefix, name))
        .collect();
    let clear = Callback::new(move |_: ()| {
        let changes: Vec<(&str, &str)> = cleared.iter().map(|k| (k.as_str(), "")).collect();
        url.set(&changes);
    });
    let currency_at = spec.filters.iter().position(|(p, _)| *p == "currency");
    // Amounts are never compared across currencies: sorted by one, they group by currency.
    let by_currency = Signal::derive(move || {
        let amounts = query.with(|q| {
            q.sort.is_some_and(|(at, _)| {
                facts.with(|f| {
                    f.iter()
                        .find_map(|r| match r.keys.get(at) {
                            Some(CellValue::Empty) | None => None,
                            Some(key) => Some(matches!(key, CellValue::Amount(..))),
                        })
                        .unwrap_or(false)
                })
            }) && currency_at.is_none_or(|at| q.choices.get(at).is_none_or(Option::is_none))
        });
        amounts.then(|| Message::from(ListsKey::AmountsByCurrency))
    });
    let count = move || {
        let total = facts.with(Vec::len);
        if query.with(ListQuery::narrows) {
            let found = rows_found.with(Vec::len);
            i18n.tf(
                ListsKey::Found,
                &[
                    ("found", &localize_count(found as u64)),
                    ("total", &localize_count(total as u64)),
                ],
            )
        } else {
            i18n.tf(text.count, &[("count", &localize_count(total as u64))])
        }
    };
    let bar = BarSpec {
        filters: spec.filters.clone(),
        dated: spec.dated,
        saved: spec.saved,
        per_workspace: spec.per_workspace,
        prefix: spec.prefix,
        caption: text.caption,
    };
    let body = move || match shown.get() {
        Shown::Loading => not_shown(None, retry),
        Shown::Failed(e) => list_not_shown(e, retry, url),
        Shown::Empty => {
            view! { <EmptyState title=text.empty_title body=text.empty_body/> }.into_any()
        }
        Shown::NoneFound => view! {
            <EmptyState title=ListsKey::NoneFoundTitle body=ListsKey::NoneFoundBody>
                <button type="button" class="btn btn--secondary" on:click=move |_| clear.run(())>
                    {move || i18n.t(ListsKey::Clear)}
                </button>
            </EmptyState>
        }
        .into_any(),
        Shown::PastEnd => view! { <PastLastPage go/> }.into_any(),
        Shown::Rows => view! {
            // Above the count: the count's line holds the table's tools (CSS).
            <Notice message=by_currency/>
            <p class="list__count" aria-live="polite">{count}</p>
            {table.run()}
            <Pager page total_pages busy=Signal::stored(false) on_page=go/>
        }
        .into_any(),
    };
    view! {
        <FinderBar spec=bar query choices/>
        {reading_notice(reading, read_rest)}
        {body}
    }
}
