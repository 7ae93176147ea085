//! `/w/:workspace/recharges`: the queue, its filters, sort and page all kept in the URL.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_location, use_navigate};
use portal_api::recharges::{Recharge, RechargeQuery, RechargeSort, SortDirection};
use portal_api::Page;

use crate::api::{self, ApiError};
use crate::components::{in_zone, use_zone};
use crate::components::{
    not_shown, ChangeAccess, EmptyState, Notice, NoticeAction, NoticeKind, PageHeader,
    PastLastPage, TitleCount,
};
use crate::i18n::{localize_count, use_i18n, CommonKey, RechargesKey};
use crate::lists::list_not_shown;
use crate::lists::{use_url_query, DataTable, Pager, SavedFilters, SortState};
use crate::recharges::batch::decide::BatchReport;
use crate::recharges::batch::held;
use crate::recharges::batch::report::BatchReportView;
use crate::recharges::decisions_chunk::{self, batch_dialog, decision_dialog};
use crate::recharges::queue::address::{from_address, to_address};
use crate::recharges::queue::amount_sort::{as_sent, needs_currency, AmountSortAsk};
use crate::recharges::queue::columns::{columns, QueueColumns};
use crate::recharges::queue::every_match::every_match;
use crate::recharges::queue::filters::{use_channel_options, QueueFilters};
use crate::recharges::queue::filters_line::{ActiveFilters, FiltersFold, FOLDED_ID};
use crate::recharges::queue::frame::{use_sticky_frame, BAR_ID};
use crate::recharges::queue::keys::{focus_row, use_queue_keys, KeyLegend, QueueKeys};
use crate::recharges::queue::page_size::PageSize;
use crate::recharges::queue::stats_panel::{use_stats, StatsPanel};
use crate::recharges::queue::view_options::{use_queue_view, DensitySwitch};
use crate::recharges::queue::watch::{use_arrivals, ArrivalsNotice};
use crate::recharges::remarks::RemarkPresets;
use crate::recharges::section::{
    use_last_opened, use_queue_order, use_queue_selection, QueueOrder,
};
use crate::recharges::selection::bar::SelectionBar;
use crate::recharges::selection::scope::use_selection_scope;
use crate::registry::{record_path, use_area_path, Area};
use crate::web::performance;

const PAGE_START: &str = "queue-page-start";
const PAGE_END: &str = "queue-page-end";
/// The measure the benchmark reads.
const PAGE_MEASURE: &str = "queue-page";

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
/// loads, the current rows stay. A decision updates its row in place; a batch decision reports
/// each recharge and reloads the page. Selection survives paging and filtering.
#[component]
pub fn RechargeQueuePage() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    let navigate = use_navigate();
    let base = use_area_path(Area::Recharges);
    let parsed = Memo::new(move |_| from_address(&location.search.get()));
    let query = Signal::derive(move || parsed.get().unwrap_or_default());

    let loaded = RwSignal::new(None::<Result<Page<Recharge>, ApiError>>);
    let rows = RwSignal::new(Vec::<Recharge>::new());
    let busy = RwSignal::new(false);
    let active = RwSignal::new(None::<usize>);
    let focus_first = StoredValue::new(false);
    let timing_page = StoredValue::new(false);
    let generation = StoredValue::new(0u64);
    let zone = use_zone();
    let stats_version = RwSignal::new(0u64);
    let stats = use_stats(stats_version.into());
    let arrived = use_arrivals(stats);
    provide_context(TitleCount(arrived.count.into()));
    let last_opened = use_last_opened();
    let order = use_queue_order();
    let after_write = StoredValue::new(false);
    let url = use_url_query();
    let go = move |q: RechargeQuery| url.show(&to_address(&q));
    let load = move |q: Result<RechargeQuery, portal_api::ErrorCode>| {
        let n = generation.get_value() + 1;
        generation.set_value(n);
        busy.set(true);
        let zone = zone.get_untracked();
        let shown = q.clone().ok();
        let sent = q.map(|q| as_sent(in_zone(&q, zone.as_deref())));
        spawn_local(async move {
            let result = match &sent {
                Ok(sent) => api::recharges::list(sent).await,
                Err(code) => Err(invalid_link(code.clone())),
            };
            // An older answer arriving late must not replace a newer page, and the answer to
            // a page already left (its address changed on the way out) goes nowhere.
            if generation.try_get_value() != Some(n) {
                return;
            }
            // The first page shows the newest arrivals: what arrived so far has been seen.
            if shown.as_ref().is_some_and(|q| q.page == 0) && result.is_ok() {
                arrived.seen.run(());
            }
            // A page a batch left empty (its rows decided away under a filter) gives way to
            // the new last page, rather than an empty table past the last.
            let emptied = after_write.try_update_value(std::mem::take) == Some(true);
            if let (true, Some(q), Ok(p)) = (emptied, shown, &result) {
                if q.page > 0 && p.items.is_empty() && p.total_pages > 0 {
                    go(q.on_page(p.total_pages - 1));
                    return;
                }
            }
            let items = result.as_ref().map(|p| p.items.clone()).unwrap_or_default();
            let count = items.len();
            // Back from a recharge's page: the keys carry on from its row.
            let returned = last_opened
                .try_update_value(Option::take)
                .flatten()
                .and_then(|id| items.iter().position(|r| r.biz_id == id));
            order.set_value(QueueOrder::of_page(&items, sent.ok()));
            rows.set(items);
            loaded.set(Some(result));
            busy.set(false);
            // For the benchmark: from pressing a page button to the new page drawn.
            if timing_page.get_value() {
                timing_page.set_value(false);
                request_animation_frame(|| {
                    performance::mark(PAGE_END);
                    performance::measure(PAGE_MEASURE, PAGE_START, PAGE_END);
                });
            }
            // Back from a recharge's page, or paged from the keyboard: carry on from its row,
            // or from the new page's first row.
            if let Some(i) = returned {
                active.set(Some(i));
                request_animation_frame(move || focus_row(i));
            } else if focus_first.get_value() && count > 0 {
                focus_first.set_value(false);
                active.set(Some(0));
                request_animation_frame(|| focus_row(0));
            } else if active.get_untracked().is_some_and(|i| i >= count) {
                active.set(None);
            }
        });
    };
    // The days filtered by are the account's: a zone read later reads the page again.
    crate::reactive::effect(move || {
        zone.track();
        load(parsed.get())
    });

    let on_apply = Callback::new(go);
    let on_page = Callback::new(move |page: u64| {
        performance::mark(PAGE_START);
        timing_page.set_value(true);
        go(query.get_untracked().on_page(page))
    });
    let on_sort = Callback::new(move |field: &'static str| {
        let q = query.get_untracked();
        go(RechargeQuery {
            sort: next_sort(&q, field),
            page: 0,
            ..q
        })
    });
    // An amount sort waiting for its currency is not applied, so no column reads as sorted.
    let sort = Signal::derive(move || -> SortState {
        query.with(|q| {
            let sent = q.sort.first().filter(|_| !needs_currency(q));
            sent.map(|s| (s.field.clone(), s.direction))
        })
    });

    // The decisions' dialogs are fetched once the first rows are there, not before them.
    let dialogs_asked = StoredValue::new(false);
    crate::reactive::effect(move || {
        if loaded.with(Option::is_some) && !dialogs_asked.get_value() {
            dialogs_asked.set_value(true);
            decisions_chunk::fetch_when_idle();
        }
    });
    let selection = use_queue_selection();
    let selection_cleared = use_selection_scope(query, selection);
    let deciding = RwSignal::new(None::<(Recharge, bool)>);
    let decide = Callback::new(move |target: (Recharge, bool)| deciding.set(Some(target)));
    let on_decided = Callback::new(move |updated: Recharge| {
        selection.update(|s| s.retain(|id| id != updated.biz_id));
        order.update_value(|o| o.ids.retain(|id| *id != updated.biz_id));
        rows.update(|rows| {
            if let Some(row) = rows.iter_mut().find(|r| r.biz_id == updated.biz_id) {
                *row = updated;
            }
        });
        stats_version.update(|v| *v += 1);
        // The updated row was drawn anew: keep the keyboard's place on it.
        if let Some(i) = active.get_untracked() {
            request_animation_frame(move || focus_row(i));
        }
    });
    let batch = RwSignal::new(None::<bool>);
    let report = RwSignal::new(None::<BatchReport>);
    let on_batch = Callback::new(move |confirm: bool| {
        if selection.with_untracked(|s| !s.is_empty()) {
            batch.set(Some(confirm));
        }
    });
    let on_batch_done = Callback::new(move |done: BatchReport| {
        report.set(Some(done));
        stats_version.update(|v| *v += 1);
        after_write.set_value(true);
        load(parsed.get_untracked());
    });
    let href = move |biz_id: &str| record_path(&base(), biz_id);
    let table_columns = columns(QueueColumns {
        href,
        decide,
        selection,
        rows,
    });

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
    let matching = Signal::derive(move || total().unwrap_or(0));

    use_queue_keys(QueueKeys {
        rows,
        active,
        selection,
        open: Callback::new({
            let navigate = navigate.clone();
            move |r: Recharge| navigate(&record_path(&base(), &r.biz_id), Default::default())
        }),
        decide,
        batch: on_batch,
        page: Callback::new(move |step: i32| {
            let q = query.get_untracked();
            let last = total_pages.get_untracked().saturating_sub(1);
            let next = (q.page as i64 + i64::from(step)).clamp(0, last as i64) as u64;
            if next != q.page {
                focus_first.set_value(true);
                go(q.on_page(next));
            }
        }),
    });
    let caption = Signal::derive(move || i18n.t(RechargesKey::Title).to_owned());

    // Shown on request from the first page of the same filters, where the newest pending
    // ones are; the keys carry on from its first row.
    let show_latest = Callback::new(move |_| {
        stats_version.update(|v| *v += 1);
        focus_first.set_value(true);
        let q = query.get_untracked();
        if q.page == 0 {
            load(parsed.get_untracked());
        } else {
            go(q.on_page(0));
        }
    });

    let shown = use_queue_view(query.with_untracked(RechargeQuery::is_filtered));
    // A batch held when its page was left (a reload, a sign-out, a closed tab) was not sent.
    let account = crate::state::use_app_state()
        .account
        .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()))
        .unwrap_or_default();
    let left_unsent = RwSignal::new(held::left_behind(&account));
    let dismiss_left = NoticeAction {
        label: CommonKey::Dismiss.into(),
        run: Callback::new(move |()| left_unsent.set(None)),
    };
    let folded = shown.folded;
    let channels = use_channel_options();
    let class = move || {
        if shown.compact.get() {
            "page page--wide queue queue--compact"
        } else {
            "page page--wide queue"
        }
    };
    // Beside the title, where they cost the rows no height: what the folded filters hold,
    // the button that unfolds them, and the density.
    let view_choices = move || {
        view! {
            <ActiveFilters query channels folded/>
            <FiltersFold folded/>
            <DensitySwitch compact=shown.compact/>
        }
    };
    let known_stats = Signal::derive(move || stats.get().and_then(Result::ok));
    use_sticky_frame(move || {
        selection.track();
        loaded.track();
        i18n.t(RechargesKey::Title);
    });

    view! {
        <div class=class>
            <PageHeader
                title=RechargesKey::Title
                intro=RechargesKey::Intro
                aside=ViewFn::from(view_choices)
                changes=ChangeAccess::of(Area::Recharges)
            />
            <StatsPanel stats/>
            <div id=FOLDED_ID class="queue__filters" hidden=move || folded.get()>
                <QueueFilters query on_apply channels/>
                <SavedFilters list="recharges" per_workspace=true/>
            </div>
            <AmountSortAsk query stats=known_stats choose=on_apply/>
            <Notice message=Signal::derive(move || left_unsent.get()) kind=NoticeKind::Warning action=dismiss_left/>
            <BatchReportView report/>
            <Notice message=selection_cleared/>
            <ArrivalsNotice arrivals=arrived show=show_latest/>
            {move || match (loaded.with(Option::is_some), error.get()) {
                (false, _) => not_shown(None, retry),
                (true, Some(e)) => list_not_shown(e, retry, url),
                (true, None) if total() == Some(0) => {
                    let body = if query.with(RechargeQuery::is_filtered) {
                        RechargesKey::EmptyFiltered
                    } else {
                        RechargesKey::EmptyQueue
                    };
                    view! { <EmptyState title=RechargesKey::EmptyTitle body=body/> }.into_any()
                }
                // A page past the last (an old or edited link) says so, not an empty table.
                (true, None) if loaded.with(|l| matches!(l, Some(Ok(p)) if p.items.is_empty())) => {
                    view! { <PastLastPage go=on_page/> }.into_any()
                }
                (true, None) => {
                    let count = total().unwrap_or(0);
                    view! {
                        <div class="queue__bar" id=BAR_ID>
                            <p class="queue__count" aria-live="polite">
                                {move || i18n.tf(RechargesKey::Count, &[("count", &localize_count(count))])}
                            </p>
                            <SelectionBar selection query matching on_batch/>
                        </div>
                        <DataTable
                            caption
                            columns=table_columns.clone()
                            rows
                            sort
                            on_sort
                            busy
                            row_class=row_class
                            active
                            on_row_focus=Callback::new(move |i| active.set(Some(i)))
                            all=every_match(query, zone)
                        />
                        <Pager
                            page=Signal::derive(move || query.with(|q| q.page))
                            total_pages
                            busy
                            on_page
                        />
                        <PageSize query on_apply/>
                        <KeyLegend/>
                        <RemarkPresets/>
                    }
                    .into_any()
                }
            }}
            {decision_dialog(deciding, on_decided)}
            {batch_dialog(batch, selection, on_batch_done)}
        </div>
    }
}
