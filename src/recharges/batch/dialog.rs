//! The one confirmation of a batch decision: its title and action name the decision, the count
//! and the total; above the deployment's threshold the count is typed; then a few seconds'
//! hold with Undo before anything is sent, then progress.

use std::time::Duration;

use leptos::prelude::*;

use crate::components::{focus_by_id, use_countdown, ChangeAccess};
use crate::config::config;
use crate::forms::{FormField, Sending};
use crate::forms::{RemarkDialog, RemarkText};
use crate::i18n::{localize_count, use_i18n, Message, RechargesKey};
use crate::recharges::batch::decide::{self, BatchReport};
use crate::recharges::batch::held;
use crate::recharges::batch::report::BATCH_START;
use crate::recharges::decision_dialog::decision_text;
use crate::recharges::remarks::use_remarks;
use crate::recharges::selection::model::Selection;
use crate::registry::Area;
use crate::state::use_app_state;
use crate::web::performance;

/// The dialog's id, which its remark is kept under.
pub const DIALOG_ID: &str = "batch-dialog";

/// The id of the typed count's field.
const COUNT_ID: &str = "batch-count";

/// The number typed, read with or without group separators ("1,030", "1 030"); `None` when it
/// holds anything else.
fn typed_count(typed: &str) -> Option<u64> {
    let digits: String = typed
        .chars()
        .filter(|c| !matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\''))
        .collect();
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// Whether a batch of `count` needs its number typed: above the deployment's threshold.
fn needs_typing(count: usize, above: u64) -> bool {
    count as u64 > above
}

/// Open while `target` holds the decision (`true` confirms) for the selected recharges. Sending
/// holds the batch for `config.json`'s `batchHoldSeconds` with Undo, then decides them all,
/// keeps only the failed ones selected, closes, and runs `on_done` with the per-item report. A batch with failures
/// keeps its remark: the next opening for the same decision starts from it, so trying again
/// needs no retyping.
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
    let account = use_app_state()
        .account
        .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()))
        .unwrap_or_default();
    let sending = Sending::new();
    let pending = sending.pending;
    let sent = RwSignal::new(None::<usize>);
    let typed = RwSignal::new(String::new());
    let holding = RwSignal::new(false);
    let countdown = use_countdown();
    let timer = StoredValue::new(None::<TimeoutHandle>);
    // Which hold is current: a timer of one taken back never sends, even if it still fires.
    let hold_count = StoredValue::new(0u64);
    // A page left while holding sends nothing: the timer goes with it, and the record says
    // it was left, for the next queue page of this browser to tell (after a sign-out, this
    // tab's name is gone with its session).
    on_cleanup(move || {
        if let Some(Some(handle)) = timer.try_get_value() {
            handle.clear();
            held::abandon();
        }
    });
    // The remark of the last batch that left some undecided, with its decision.
    let kept = StoredValue::new(None::<(bool, String)>);
    let open = Signal::derive(move || target.with(Option::is_some));
    let confirming = Signal::derive(move || target.get().unwrap_or(true));
    let count = Signal::derive(move || selection.with(Selection::len));
    let above = config().batch_confirm_above;
    let hold_seconds = config().batch_hold_seconds.max(1);
    let must_type = Signal::derive(move || needs_typing(count.get(), above));
    let typed_right =
        Signal::derive(move || typed.with(|t| typed_count(t)) == Some(count.get() as u64));
    crate::reactive::effect(move || {
        if open.get() {
            typed.set(String::new());
        }
    });

    let stop_timer = move || {
        hold_count.update_value(|n| *n += 1);
        if let Some(handle) = timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    };
    let undo = Callback::new(move |()| {
        stop_timer();
        held::release();
        countdown.start(0);
        holding.set(false);
        request_animation_frame(|| focus_by_id("batch-dialog-remark"));
    });
    let close = Callback::new(move |_| {
        if holding.get_untracked() {
            undo.run(());
        }
        if target.with_untracked(Option::is_some) && !pending.get_untracked() {
            target.set(None);
        }
    });

    let send = move |confirm: bool, remark: String| {
        let ids = selection.with_untracked(Selection::ids);
        let amounts = selection.with_untracked(Selection::amounts);
        if ids.is_empty() {
            target.set(None);
            return;
        }
        sent.set(Some(0));
        performance::mark(BATCH_START);
        let decided = async move {
            let mut report =
                decide::run(ids, confirm, remark.clone(), |done| sent.set(Some(done))).await;
            report.amounts = amounts;
            if !report.succeeded.is_empty() {
                remarks.used(confirm, &remark);
            }
            kept.set_value((!report.failed.is_empty()).then_some((confirm, remark)));
            // What was decided or removed elsewhere can never succeed: only the rest stays.
            let retry = report.retry_ids();
            selection.update(|s| s.retain(|id| retry.contains(id)));
            report
        };
        sending.send_then(decided, move |report| {
            sent.set(None);
            target.set(None);
            on_done.run(report);
        });
    };

    let on_submit = Callback::new(move |remark: String| {
        let Some(confirm) = target.get_untracked() else {
            return;
        };
        if must_type.get_untracked() && !typed_right.get_untracked() {
            focus_by_id(COUNT_ID);
            return;
        }
        // Held first, as a mail client holds a message: nothing goes before the time is up.
        stop_timer();
        let this_hold = hold_count.get_value();
        held::keep(&account, confirm, count.get_untracked(), hold_seconds);
        countdown.start(hold_seconds);
        holding.set(true);
        let go = move || {
            if hold_count.try_get_value() != Some(this_hold)
                || holding.try_get_untracked() != Some(true)
            {
                return;
            }
            timer.set_value(None);
            held::release();
            holding.set(false);
            send(confirm, remark);
        };
        let handle = set_timeout_with_handle(go, Duration::from_secs(hold_seconds));
        timer.set_value(handle.ok());
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
        if holding.get() {
            let seconds = countdown.remaining().to_string();
            return Some(i18n.tf(RechargesKey::BatchHolding, &[("seconds", &seconds)]));
        }
        sent.get().map(|done| {
            let count = localize_count(count.get_untracked() as u64);
            i18n.tf(
                RechargesKey::BatchProgress,
                &[("done", &localize_count(done as u64)), ("count", &count)],
            )
        })
    });
    // "Confirm 3 recharges": the title and the action say what will happen, to how many.
    let named = Signal::derive(move || {
        let key = if confirming.get() {
            RechargesKey::BatchConfirmTitle
        } else {
            RechargesKey::BatchRejectTitle
        };
        i18n.tf(key, &[("count", &localize_count(count.get() as u64))])
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
    let blocked = Signal::derive(move || must_type.get() && !typed_right.get());
    let check = move || {
        must_type.get().then(|| {
            let (label, hint) = if confirming.get() {
                (
                    RechargesKey::TypeCountConfirm,
                    RechargesKey::TypeCountConfirmHint,
                )
            } else {
                (
                    RechargesKey::TypeCountReject,
                    RechargesKey::TypeCountRejectHint,
                )
            };
            let n = localize_count(count.get_untracked() as u64);
            let limit = localize_count(above);
            let hint = Message::with(hint, &[("count", n.clone()), ("limit", limit)]);
            // Said once a whole number is typed: while typing, a part is not yet wrong.
            let wrong = Signal::derive(move || {
                let shown = typed.with(|t| typed_count(t));
                let whole = typed.with(|t| t.chars().filter(char::is_ascii_digit).count())
                    >= n.chars().filter(char::is_ascii_digit).count();
                (!typed.with(String::is_empty) && (shown.is_none() || whole) && !typed_right.get())
                    .then(|| Message::with(RechargesKey::TypeCountWrong, &[("count", n.clone())]))
            });
            view! {
                <div class="batch-check">
                    <FormField
                        id=COUNT_ID
                        label
                        value=typed
                        hint
                        error=wrong
                        input_mode="numeric"
                        disabled=Signal::derive(move || holding.get() || pending.get())
                    />
                </div>
            }
        })
    };

    view! {
        <RemarkDialog
            open
            on_close=close
            id=DIALOG_ID
            title
            heading=named
            action_text=named
            intro
            text
            danger
            sending
            on_submit
            status
            initial
            choices=remarks.choices(confirming)
            blocked
            check=ViewFn::from(check)
            holding
            undo=(RechargesKey::Undo.into(), undo)
            changes=ChangeAccess::of(Area::Recharges)
        />
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_is_read_with_or_without_separators() {
        assert_eq!(typed_count("1030"), Some(1030));
        assert_eq!(typed_count("1,030"), Some(1030));
        assert_eq!(typed_count(" 1 030 "), Some(1030));
        assert_eq!(typed_count("1o30"), None);
        assert_eq!(typed_count(""), None);
        assert!(!needs_typing(50, 50));
        assert!(needs_typing(51, 50));
    }
}
