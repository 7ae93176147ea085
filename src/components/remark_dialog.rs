//! A dialog that asks for a required remark before an action: decisions, declines, batches.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::{focus_by_id, Button, ButtonVariant, Dialog, ErrorView};
use crate::forms::DialogActions;
use crate::forms::{form_fields, validate, Draft, FormField};
use crate::i18n::Key;

form_fields! {
    /// The remark dialog's one field.
    enum RemarkField { Remark = "remark" }
}

/// Longest remark the API accepts.
const REMARK_MAX: usize = 255;

/// What the dialog says and does; the caller owns sending.
#[derive(Clone, Copy)]
pub struct RemarkText {
    /// Label of the remark field.
    pub field: Key,
    /// Shown when the remark is blank.
    pub required: Key,
    /// The action button's text.
    pub action: Key,
}

/// Open while `open`; each opening starts with `initial` (empty when not given). Submitting a
/// valid remark runs `on_submit` with it trimmed; the caller sets `pending` while it sends,
/// shows a refusal in `error`, and closes the dialog when done. Cancel and Esc run `on_close` and send nothing.
#[component]
pub fn RemarkDialog(
    /// Whether the dialog is open.
    #[prop(into)]
    open: Signal<bool>,
    /// Runs when the dialog is cancelled or closed.
    on_close: Callback<()>,
    /// The dialog's id; the field's id derives from it.
    id: &'static str,
    /// The title.
    #[prop(into)]
    title: Signal<Key>,
    /// The sentence above the field: what will happen.
    #[prop(into)]
    intro: Signal<String>,
    /// The field's label, its required message and the action's text.
    #[prop(into)]
    text: Signal<RemarkText>,
    /// Draws the action as destructive.
    #[prop(into)]
    danger: Signal<bool>,
    /// True while the caller sends.
    pending: RwSignal<bool>,
    /// The server's refusal, shown above the field.
    error: RwSignal<Option<ApiError>>,
    /// Runs with the trimmed remark.
    on_submit: Callback<String>,
    /// Progress or detail shown under the intro.
    #[prop(optional, into)]
    status: MaybeProp<String>,
    /// What the remark holds when the dialog opens: a caller keeps a refused remark here.
    #[prop(optional, into)]
    initial: MaybeProp<String>,
) -> impl IntoView {
    // A draft, so that a remark typed when the session ends is kept for signing in again.
    let draft = Draft::<RemarkField>::new(id);
    let field_id = draft.id(RemarkField::Remark);
    let remark = draft.value(RemarkField::Remark);
    let remark_error = draft.error(RemarkField::Remark);

    crate::reactive::effect(move || {
        if open.get() {
            remark.set(initial.get_untracked().unwrap_or_default());
            remark_error.set(None);
            error.set(None);
        }
    });

    let submit = {
        let field_id = field_id.clone();
        move |ev: SubmitEvent| {
            ev.prevent_default();
            if pending.get_untracked() {
                return;
            }
            let value = remark.get_untracked();
            remark_error.set(validate::first([
                validate::required(&value, text.get_untracked().required),
                validate::max_len(&value, REMARK_MAX),
            ]));
            if remark_error.with_untracked(Option::is_some) {
                focus_by_id(&field_id);
                return;
            }
            error.set(None);
            on_submit.run(value.trim().to_owned());
        }
    };
    let action = move || {
        let label = text.get().action;
        let variant = ButtonVariant::danger_if(danger.get());
        view! { <Button label variant submit=true pending/> }
    };

    view! {
        <Dialog open on_close id title locked=pending>
            <form class="form" on:submit=submit novalidate>
                <p class="muted">{move || intro.get()}</p>
                {move || status.get().map(|s| view! { <p class="dialog__status" role="status">{s}</p> })}
                <ErrorView error/>
                {move || {
                    let label = text.get().field;
                    view! {
                        <FormField
                            id=field_id.clone()
                            label
                            value=remark
                            error=remark_error
                            required=true
                            max_len=REMARK_MAX
                        />
                    }
                }}
                <DialogActions on_close busy=pending>{action}</DialogActions>
            </form>
        </Dialog>
    }
}
