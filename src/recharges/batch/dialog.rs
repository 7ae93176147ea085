//! The one confirmation of a batch decision: count, total, a required remark, then progress.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api::ApiError;
use crate::forms::settled;
use crate::forms::{RemarkDialog, RemarkText};
use crate::i18n::{localize_count, use_i18n, RechargesKey};
use crate::recharges::batch::decide::{self, BatchReport};
use crate::recharges::batch::report::BATCH_START;
use crate::recharges::decision_dialog::decision_text;
use crate::recharges::remarks::use_remarks;
use crate::recharges::selection::model::Selection;
use crate::web::performance;

/// Open while `target` holds the decision (`true` confirms) for the selected recharges. Sending
/// decides them all, keeps only the failed ones selected, closes, and runs `on_done` with the
/// per-item report. A batch with failures keeps its remark: the next opening for the same
/// decision starts from it, so trying again needs no retyping.
#[component]
pub fn BatchDialog(
    /// The decision being prepared, if any.
    target: RwSignal<Option<bool>>,
    /// The selected recharges.
    selection: RwSignal<Selection>,
    /// Runs with the report once every recharge has an outcome.
    on_done: Callback<BatchReport>,
) -> impl IntoView {
    let i18n = use_i18n();
    let remarks = use_remarks();
    let error = RwSignal::new(None::<ApiError>);
    let pending = RwSignal::new(false);
    let sent = RwSignal::new(None::<usize>);
    // The remark of the last batch that left some undecided, with its decision.
    let kept = StoredValue::new(None::<(bool, String)>);
    let open = Signal::derive(move || target.with(Option::is_some));
    let confirming = Signal::derive(move || target.get().unwrap_or(true));
    let close = Callback::new(move |_| {
        if target.with_untracked(Option::is_some) && !pending.get_untracked() {
            target.set(None);
        }
    });

    let on_submit = Callback::new(move |remark: String| {
        let Some(confirm) = target.get_untracked() else {
            return;
        };
        let ids = selection.with_untracked(Selection::ids);
        if ids.is_empty() {
            target.set(None);
            return;
        }
        pending.set(true);
        sent.set(Some(0));
        performance::mark(BATCH_START);
        spawn_local(async move {
            let report =
                decide::run(ids, confirm, remark.clone(), |done| sent.set(Some(done))).await;
            if !report.succeeded.is_empty() {
                remarks.used(&remark);
            }
            kept.set_value((!report.failed.is_empty()).then_some((confirm, remark)));
            // What was decided or removed elsewhere can never succeed: only the rest stays.
            let retry = report.retry_ids();
            selection.update(|s| s.retain(|id| retry.contains(id)));
            if !settled(pending) {
                return;
            }
            sent.set(None);
            target.set(None);
            on_done.run(report);
        });
    });

    let intro = Signal::derive(move || {
        selection.with(|s| {
            i18n.tf(
                RechargesKey::BatchIntro,
                &[
                    ("count", &localize_count(s.len() as u64)),
                    ("total", &s.totals_text()),
                ],
            )
        })
    });
    let status = Signal::derive(move || {
        sent.get().map(|done| {
            let count = localize_count(selection.with_untracked(Selection::len) as u64);
            i18n.tf(
                RechargesKey::BatchProgress,
                &[("done", &localize_count(done as u64)), ("count", &count)],
            )
        })
    });
    let title = Signal::derive(move || {
        if confirming.get() {
            RechargesKey::BatchConfirmTitle.into()
        } else {
            RechargesKey::BatchRejectTitle.into()
        }
    });
    let text = Signal::derive(move || -> RemarkText { decision_text(confirming.get()) });
    let danger = Signal::derive(move || !confirming.get());
    let initial = Signal::derive(move || {
        let confirm = target.get()?;
        kept.with_value(|k| k.clone().filter(|(c, _)| *c == confirm).map(|(_, r)| r))
    });

    view! {
        <RemarkDialog
            open
            on_close=close
            id="batch-dialog"
            title
            intro
            text
            danger
            pending
            error
            on_submit
            status
            initial
            choices=remarks.choices()
        />
    }
}
