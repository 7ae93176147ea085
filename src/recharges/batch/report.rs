//! What a batch decision did, item by item: how many were decided, and which were not and why.

use leptos::prelude::*;

use portal_api::recharges::RechargeStatus;

use crate::components::{error_message, focus_soon};
use crate::i18n::{localize_count, use_i18n, RechargesKey};
use crate::recharges::batch::decide::{BatchReport, FailureReason};
use crate::recharges::display::status_key;
use crate::records::RecordLink;
use crate::registry::RecordKind;
use crate::web::performance;

const HEADING_ID: &str = "batch-report-title";
/// Set when a batch is sent.
pub const BATCH_START: &str = "batch-start";
const BATCH_END: &str = "batch-end";
/// The measure the benchmark reads.
const BATCH_MEASURE: &str = "batch";

/// One recharge of the report: what it was and what became of it.
struct Line {
    id: String,
    amount: String,
    result: String,
}

/// The recharges of `lines` under `caption`: each linked, with its amount, its result and the
/// remark sent with the batch.
fn lines_table(caption: RechargesKey, lines: Vec<Line>, remark: String) -> impl IntoView {
    let i18n = use_i18n();
    let head = [
        RechargesKey::ColumnRecharge,
        RechargesKey::ColumnAmount,
        RechargesKey::ReportResult,
        RechargesKey::ReportRemark,
    ]
    .map(|key| view! { <th scope="col" class="table__head">{move || i18n.t(key)}</th> });
    let rows = lines
        .into_iter()
        .map(|line| {
            let remark = remark.clone();
            view! {
                <tr>
                    <td class="table__cell"><RecordLink kind=RecordKind::Recharge id=line.id/></td>
                    <td class="table__cell table__cell--numeric">{line.amount}</td>
                    <td class="table__cell">{line.result}</td>
                    <td class="table__cell">{remark}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="batch-report__list">
            <table class="table batch-report__table">
                <caption class="batch-report__caption">{move || i18n.t(caption)}</caption>
                <thead><tr>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

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
            let failed_count = r.failed.len();
            let retry_count = r.failed.iter().filter(|f| f.can_retry()).count();
            let settled_count = failed_count - retry_count;
            let result = i18n.t(status_key(if r.confirm {
                RechargeStatus::Confirmed
            } else {
                RechargeStatus::Rejected
            }));
            let amount = |id: &str| r.amounts.get(id).cloned().unwrap_or_default();
            let decided_rows: Vec<Line> = r
                .succeeded
                .iter()
                .map(|id| Line { amount: amount(id), id: id.clone(), result: result.to_owned() })
                .collect();
            let failed_rows: Vec<Line> = r
                .failed
                .iter()
                .map(|f| {
                    let result = match &f.reason {
                        FailureReason::Refused(e) => i18n.message(&error_message(e)),
                        FailureReason::StillPending => i18n.t(RechargesKey::ReportStillPending).to_owned(),
                    };
                    Line { amount: amount(&f.biz_id), id: f.biz_id.clone(), result }
                })
                .collect();
            // Each one decided, folded away: a batch can hold thousands.
            let decided = (decided_count > 0).then(|| {
                let summary = i18n.tf(RechargesKey::ReportDecidedList, &[("count", &localize_count(decided_count as u64))]);
                view! {
                    <details class="batch-report__decided">
                        <summary>{summary}</summary>
                        {lines_table(RechargesKey::ReportDecidedCaption, decided_rows, r.remark.clone())}
                    </details>
                }
            });
            let failures = lines_table(RechargesKey::ReportFailedCaption, failed_rows, r.remark.clone());
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
                        {failures}
                    })}
                    <button type="button" class="btn btn--secondary btn--small" on:click=move |_| report.set(None)>
                        {move || i18n.t(RechargesKey::ReportDismiss)}
                    </button>
                </section>
            }
        })
    }
}
