//! The dialog that confirms or rejects one recharge, with the operator's required remark.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharges::Recharge;

use super::display::amount_text;
use crate::api::{self, ApiError};
use crate::components::validate;
use crate::components::{
    focus_by_id, use_toasts, Button, ButtonVariant, Dialog, ErrorView, FormField,
};
use crate::i18n::{use_i18n, Message, RechargeKey};

const REMARK_ID: &str = "decision-remark";
/// Longest remark accepted.
const REMARK_MAX: usize = 255;

/// The decided recharge: the server's answer when it is a recharge, else read again.
async fn decide(recharge: &Recharge, confirm: bool, remark: &str) -> Result<Recharge, ApiError> {
    if let Some(updated) = api::recharges::decide(&recharge.biz_id, confirm, remark).await? {
        return Ok(updated);
    }
    let record = api::recharges::record(&recharge.biz_id).await?;
    serde_json::from_value(serde_json::Value::Object(record))
        .map_err(|e| ApiError::Malformed(e.to_string()))
}

/// Open while `target` holds a recharge and the decision (`true` confirms). Sending closes
/// the dialog and runs `on_decided` with the updated recharge; Cancel and Esc send nothing.
#[component]
pub fn DecisionDialog(
    /// The recharge being decided, and whether to confirm it.
    target: RwSignal<Option<(Recharge, bool)>>,
    /// Runs with the recharge as it is after the decision.
    on_decided: Callback<Recharge>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let remark = RwSignal::new(String::new());
    let remark_error = RwSignal::new(None::<Message>);
    let form_error = RwSignal::new(None::<ApiError>);
    let pending = RwSignal::new(false);
    let open = Signal::derive(move || target.with(Option::is_some));
    let confirming = move || target.with(|t| t.as_ref().is_some_and(|(_, confirm)| *confirm));
    let close = Callback::new(move |_| {
        if target.with_untracked(Option::is_some) {
            target.set(None);
        }
    });

    // A fresh form for each recharge; the remark typed for one is not reused for another.
    Effect::new(move |_| {
        if target.with(Option::is_some) {
            remark.set(String::new());
            remark_error.set(None);
            form_error.set(None);
        }
    });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let Some((recharge, confirm)) = target.get_untracked() else {
            return;
        };
        let text = remark.get_untracked();
        remark_error.set(validate::first([
            validate::required(&text, RechargeKey::RemarkRequired),
            validate::max_len(&text, REMARK_MAX),
        ]));
        if remark_error.with_untracked(Option::is_some) {
            focus_by_id(REMARK_ID);
            return;
        }
        form_error.set(None);
        pending.set(true);
        spawn_local(async move {
            let result = decide(&recharge, confirm, &text).await;
            pending.set(false);
            match result {
                Ok(updated) => {
                    toasts.success(if confirm {
                        RechargeKey::Confirmed
                    } else {
                        RechargeKey::Rejected
                    });
                    target.set(None);
                    on_decided.run(updated);
                }
                Err(e) => form_error.set(Some(e)),
            }
        });
    };

    let intro = move || {
        target.with(|t| {
            t.as_ref().map(|(r, _)| {
                let payer = r.payer.clone().unwrap_or_else(|| r.biz_id.clone());
                i18n.tf(
                    RechargeKey::DecisionIntro,
                    &[("amount", &amount_text(r)), ("payer", &payer)],
                )
            })
        })
    };
    let title = Signal::derive(move || {
        if confirming() {
            RechargeKey::ConfirmTitle.into()
        } else {
            RechargeKey::RejectTitle.into()
        }
    });

    view! {
        <Dialog open on_close=close id="decision-dialog" title=title>
            <form class="form" on:submit=submit novalidate>
                <p class="muted">{intro}</p>
                <ErrorView error=form_error/>
                <FormField
                    id=REMARK_ID
                    label=RechargeKey::Remark
                    value=remark
                    error=remark_error
                    required=true
                    max_len=REMARK_MAX
                />
                <div class="form__actions">
                    {move || {
                        if confirming() {
                            view! {
                                <Button label=RechargeKey::Confirm submit=true pending=pending/>
                            }
                                .into_any()
                        } else {
                            view! {
                                <Button
                                    label=RechargeKey::Reject
                                    variant=ButtonVariant::Danger
                                    submit=true
                                    pending=pending
                                />
                            }
                                .into_any()
                        }
                    }}
                    <Button
                        label=RechargeKey::Cancel
                        variant=ButtonVariant::Secondary
                        on_click=close
                    />
                </div>
            </form>
        </Dialog>
    }
}
