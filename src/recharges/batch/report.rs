//! What a batch decision did, item by item: how many were decided, and which were not and why.

use leptos::prelude::*;

use crate::components::{error_message, focus_soon};
use crate::i18n::{localize_count, use_i18n, RechargesKey};
use crate::recharges::batch::decide::{BatchReport, FailureReason};
use crate::web::performance;

const HEADING_ID: &str = "batch-report-title";
/// Set when a batch is sent.
pub const BATCH_START: &str = "batch-start";
const BATCH_END: &str = "batch-end";
/// The measure the benchmark reads.
const BATCH_MEASURE: &str = "batch";

/// The report of the last batch, until dismissed. Focus moves to its heading when it appears,
/// so the outcome is read out; the failed recharges are listed with their reason.
#[component]
pub fn BatchReportView(
    /// The last batch's report.
    report: RwSignal<Option<BatchReport>>,
) -> impl IntoView {
    let i18n = use_i18n();
    crate::reactive::effect(move || {
        if report.with(Option::is_some) {
            focus_soon(HEADING_ID);
            // For the benchmark: from sending the batch to its report drawn.
            request_animation_frame(|| {
                performance::mark(BATCH_END);
                performance::measure(BATCH_MEASURE, BATCH_START, BATCH_END);
            });
        }
    });
    move || {
        report.get().map(|r| {
            let total = localize_count((r.succeeded.len() + r.failed.len()) as u64);
            let done_key = if r.confirm {
                RechargesKey::ReportConfirmed
            } else {
                RechargesKey::ReportRejected
            };
            let done = i18n.tf(done_key, &[("count", &localize_count(r.succeeded.len() as u64)), ("total", &total)]);
            let decided_count = r.succeeded.len();
            // Each one decided, by id, folded away: a batch can hold thousands.
            let decided = (decided_count > 0).then(|| {
                let summary = i18n.tf(RechargesKey::ReportDecidedList, &[("count", &localize_count(decided_count as u64))]);
                let ids = r.succeeded.into_iter().map(|id| view! { <li class="batch-report__id">{id}</li> }).collect_view();
                view! {
                    <details class="batch-report__decided">
                        <summary>{summary}</summary>
                        <ul class="batch-report__list">{ids}</ul>
                    </details>
                }
            });
            let failed_count = r.failed.len();
            let retry_count = r.failed.iter().filter(|f| f.can_retry()).count();
            let settled_count = failed_count - retry_count;
            let failures = r
                .failed
                .into_iter()
                .map(|f| {
                    let reason = match &f.reason {
                        FailureReason::Refused(e) => i18n.message(&error_message(e)),
                        FailureReason::StillPending => i18n.t(RechargesKey::ReportStillPending).to_owned(),
                    };
                    view! {
                        <li class="batch-report__item">
                            <span class="batch-report__id">{f.biz_id}</span>
                            " "
                            <span>{reason}</span>
                        </li>
                    }
                })
                .collect_view();
            let class = if failed_count == 0 { "notice notice--success batch-report" } else { "notice notice--warning batch-report" };
            view! {
                <section class=class aria-labelledby=HEADING_ID>
                    <h2 id=HEADING_ID class="batch-report__title" tabindex="-1">
                        {move || i18n.t(RechargesKey::ReportTitle)}
                    </h2>
                    <p>{done}</p>
                    {decided}
                    {(failed_count > 0).then(|| view! {
                        {(retry_count > 0).then(|| view! {
                            <p>{i18n.tf(RechargesKey::ReportFailed, &[("count", &localize_count(retry_count as u64))])}</p>
                        })}
                        {(settled_count > 0).then(|| view! {
                            <p>{i18n.tf(RechargesKey::ReportSettled, &[("count", &localize_count(settled_count as u64))])}</p>
                        })}
                        <ul class="batch-report__list">{failures}</ul>
                    })}
                    <button type="button" class="btn btn--secondary btn--small" on:click=move |_| report.set(None)>
                        {move || i18n.t(RechargesKey::ReportDismiss)}
                    </button>
                </section>
            }
        })
    }
}
