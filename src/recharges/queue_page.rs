//! `/w/:workspace/recharges`: the queue, its filters, sort and page all kept in the URL.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_location, use_navigate, use_params_map};
use portal_api::recharges::{Recharge, RechargeQuery, RechargeSort, SortDirection};
use portal_api::Page;

use super::decision_dialog::DecisionDialog;
use super::queue_columns::columns;
use super::queue_filters::QueueFilters;
use crate::api::{self, ApiError};
use crate::components::{DataTable, EmptyState, ErrorView, LoadingState, Pager, SortState};
use crate::i18n::{use_i18n, RechargeKey};
use crate::workspace::workspace_path;

fn invalid_link(code: portal_api::ErrorCode) -> ApiError {
    ApiError::Server {
        status: 400,
        code,
        message: None,
    }
}

/// Pressing a header sorts by it ascending, pressing it again descending.
fn next_sort(query: &RechargeQuery, field: &'static str) -> Vec<RechargeSort> {
    let direction = match query.sort.first() {
        Some(s) if s.field == field && s.direction == SortDirection::Asc => SortDirection::Desc,
        _ => SortDirection::Asc,
    };
    vec![RechargeSort {
        field: field.to_owned(),
        direction,
    }]
}

fn row_class(recharge: &Recharge) -> &'static str {
    if recharge.is_pending() {
        "table__row--pending"
    } else {
        ""
    }
}

/// The queue. Changing filters, sort or page changes the URL, which loads the page; while it
/// loads, the current rows stay. A decision updates its row in place.
#[component]
pub fn RechargeQueuePage() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    let navigate = use_navigate();
    let params = use_params_map();
    let base = move || {
        format!(
            "{}/recharges",
            workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()))
        )
    };
    let parsed = Memo::new(move |_| RechargeQuery::parse(&location.search.get()));
    let query = Signal::derive(move || parsed.get().unwrap_or_default());

    let loaded = RwSignal::new(None::<Result<Page<Recharge>, ApiError>>);
    let rows = RwSignal::new(Vec::<Recharge>::new());
    let busy = RwSignal::new(false);
    let generation = StoredValue::new(0u64);
    let load = move |q: Result<RechargeQuery, portal_api::ErrorCode>| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        spawn_local(async move {
            let result = match q {
                Ok(q) => api::recharges::list(&q).await,
                Err(code) => Err(invalid_link(code)),
            };
            // An older answer arriving late must not replace a newer page.
            if generation.get_value() != n {
                return;
            }
            rows.set(result.as_ref().map(|p| p.items.clone()).unwrap_or_default());
            loaded.set(Some(result));
            busy.set(false);
        });
    };
    Effect::new(move |_| load(parsed.get()));

    let go = {
        let navigate = navigate.clone();
        move |q: RechargeQuery| {
            let search = q.to_query();
            let url = if search.is_empty() {
                base()
            } else {
                format!("{}?{search}", base())
            };
            navigate(&url, Default::default());
        }
    };
    let on_apply = Callback::new({
        let go = go.clone();
        move |q: RechargeQuery| go(q)
    });
    let on_page = Callback::new({
        let go = go.clone();
        move |page: u64| go(query.get_untracked().on_page(page))
    });
    let on_sort = Callback::new({
        let go = go.clone();
        move |field: &'static str| {
            let q = query.get_untracked();
            go(RechargeQuery {
                sort: next_sort(&q, field),
                page: 0,
                ..q
            })
        }
    });
    let sort = Signal::derive(move || -> SortState {
        query.with(|q| q.sort.first().map(|s| (s.field.clone(), s.direction)))
    });

    let deciding = RwSignal::new(None::<(Recharge, bool)>);
    let decide = Callback::new(move |target: (Recharge, bool)| deciding.set(Some(target)));
    let on_decided = Callback::new(move |updated: Recharge| {
        rows.update(|rows| {
            if let Some(row) = rows.iter_mut().find(|r| r.biz_id == updated.biz_id) {
                *row = updated;
            }
        });
    });
    let href = move |biz_id: &str| {
        let mut path = format!("{}/", base());
        portal_api::paths::encode_segment(biz_id, &mut path);
        path
    };
    let table_columns = columns(href, decide);

    let total = move || {
        loaded.with(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map(|p| p.total_items)
        })
    };
    let total_pages = Signal::derive(move || {
        loaded.with(|l| {
            l.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map_or(0, |p| p.total_pages)
        })
    });
    let error =
        Signal::derive(move || loaded.with(|l| l.as_ref().and_then(|r| r.as_ref().err().cloned())));
    let retry = Callback::new(move |_| load(parsed.get_untracked()));
    let caption = Signal::derive(move || i18n.t(RechargeKey::Title).to_owned());

    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(RechargeKey::Title)}</h1>
                <p class="muted">{move || i18n.t(RechargeKey::Intro)}</p>
            </header>
            <QueueFilters query on_apply/>
            {move || match (loaded.with(Option::is_some), error.get()) {
                (false, _) => view! { <LoadingState/> }.into_any(),
                (true, Some(e)) => view! { <ErrorView error=e retry/> }.into_any(),
                (true, None) if total() == Some(0) => {
                    let body = if query.with(RechargeQuery::is_filtered) {
                        RechargeKey::EmptyFiltered
                    } else {
                        RechargeKey::EmptyQueue
                    };
                    view! { <EmptyState title=RechargeKey::EmptyTitle body=body/> }.into_any()
                }
                (true, None) => {
                    let count = total().unwrap_or(0).to_string();
                    view! {
                        <p class="queue__count" aria-live="polite">
                            {move || i18n.tf(RechargeKey::Count, &[("count", &count)])}
                        </p>
                        <DataTable
                            caption
                            columns=table_columns.clone()
                            rows
                            sort
                            on_sort
                            busy
                            row_class=row_class
                        />
                        <Pager
                            label=RechargeKey::Pagination
                            page=Signal::derive(move || query.with(|q| q.page))
                            total_pages
                            page_of=RechargeKey::PageOf
                            previous=RechargeKey::Previous
                            next=RechargeKey::Next
                            busy
                            on_page
                        />
                    }
                    .into_any()
                }
            }}
            <DecisionDialog target=deciding on_decided/>
        </div>
    }
}
