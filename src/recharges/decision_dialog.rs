//! The dialog that confirms or rejects one recharge, with the operator's required remark.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharges::{Recharge, RechargeStatus};
use portal_api::ErrorCode;

use crate::api::{self, ApiError};
use crate::components::{use_toasts, ChangeAccess};
use crate::forms::Sending;
use crate::forms::{RemarkDialog, RemarkText};
use crate::i18n::{use_i18n, Message, RechargesKey};
use crate::recharges::display::{amount_text, status_key};
use crate::recharges::remarks::use_remarks;
use crate::registry::Area;

/// The dialog's id, which its remark is kept under.
pub const DIALOG_ID: &str = "decision-dialog";

/// The decided recharge: the server's answer when it is a recharge, else read again.
async fn decide(recharge: &Recharge, confirm: bool, remark: &str) -> Result<Recharge, ApiError> {
    if let Some(updated) = api::recharges::decide(&recharge.biz_id, confirm, remark).await? {
        return Ok(updated);
    }
    api::recharges::recharge(&recharge.biz_id).await
}

/// The texts of a decision's remark form; `confirm` picks the action.
pub fn decision_text(confirm: bool) -> RemarkText {
    RemarkText {
        field: RechargesKey::Remark.into(),
        required: RechargesKey::RemarkRequired.into(),
        action: if confirm {
            RechargesKey::Confirm
        } else {
            RechargesKey::Reject
        }
        .into(),
    }
}

/// Open while `target` holds a recharge and the decision (`true` confirms). Sending closes
/// the dialog and runs `on_decided` with the updated recharge; Cancel and Esc send nothing.
/// A recharge someone else decided first is refused in the dialog and read again, so
/// `on_decided` shows its real state behind it instead of a stale "Pending".
#[component]
pub fn DecisionDialog(
    /// The recharge being decided, and whether to confirm it.
    target: RwSignal<Option<(Recharge, bool)>>,
    /// Runs with the recharge as it is after the decision.
    on_decided: Callback<Recharge>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let remarks = use_remarks();
    let sending = Sending::new();
    let open = Signal::derive(move || target.with(Option::is_some));
    let confirming = Signal::derive(move || target.with(|t| matches!(t, Some((_, true)))));
    let close = Callback::new(move |_| {
        if target.with_untracked(Option::is_some) {
            target.set(None);
        }
    });

    let on_submit = Callback::new(move |remark: String| {
        let Some((recharge, confirm)) = target.get_untracked() else {
            return;
        };
        let decided = {
            let (recharge, remark) = (recharge.clone(), remark.clone());
            async move { decide(&recharge, confirm, &remark).await }
        };
        sending.send_then(decided, move |result| match result {
            Ok(updated) => {
                remarks.used(confirm, &remark);
                toasts.success(if confirm {
                    RechargesKey::Confirmed
                } else {
                    RechargesKey::Rejected
                });
                target.set(None);
                on_decided.run(updated);
            }
            Err(e) if e.is(&ErrorCode::RechargeNotPending) => {
                // Decided elsewhere meanwhile: say how it stands now, which matters more
                // than this decision (money may have been credited), and show it.
                sending.error.set(Some(e));
                spawn_local(async move {
                    let Ok(now) = api::recharges::recharge(&recharge.biz_id).await else {
                        return;
                    };
                    let decided = now.status_code().and_then(RechargeStatus::from_code);
                    if let Some(status) = decided.filter(|s| *s != RechargeStatus::Pending) {
                        let status = i18n.t(status_key(status)).to_owned();
                        let said = [("id", now.biz_id.clone()), ("status", status)];
                        toasts.error(Message::with(RechargesKey::DecidedElsewhereAs, &said));
                        target.try_set(None);
                    }
                    on_decided.try_run(now);
                });
            }
            Err(e) => sending.error.set(Some(e)),
        });
    });

    let intro = Signal::derive(move || {
        target.with(|t| {
            t.as_ref().map_or_else(String::new, |(r, _)| {
                let payer = r.payer.clone().unwrap_or_else(|| r.biz_id.clone());
                i18n.tf(
                    RechargesKey::DecisionIntro,
                    &[
                        ("id", &r.biz_id),
                        ("amount", &amount_text(r)),
                        ("payer", &payer),
                    ],
                )
            })
        })
    });
    let title = Signal::derive(move || {
        if confirming.get() {
            RechargesKey::ConfirmTitle.into()
        } else {
            RechargesKey::RejectTitle.into()
        }
    });
    let text = Signal::derive(move || decision_text(confirming.get()));
    let danger = Signal::derive(move || !confirming.get());

    view! {
        <RemarkDialog
            open
            on_close=close
            id=DIALOG_ID
            title
            intro
            text
            danger
            sending
            on_submit
            choices=remarks.choices(confirming)
            changes=ChangeAccess::of(Area::Recharges)
        />
    }
}
