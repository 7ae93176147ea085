//! A dialog that asks "are you sure?" before an action that needs no further input.

use leptos::prelude::*;

use crate::components::{Button, ButtonVariant, ChangeAccess, Dialog, ErrorView};
use crate::forms::{clear_on_open, DialogActions, Sending};
use crate::i18n::Key;

/// Open while `open`: says what will happen, then runs `on_confirm` when the action button is
/// pressed. A destructive action (`danger`) opens with focus on Cancel. The caller sends with
/// `sending` (a delete with [`Sending::delete`]) and closes the dialog when done. Cancel and
/// Esc run `on_close` and send nothing.
#[component]
pub fn ConfirmDialog(
    /// Whether the dialog is open.
    #[prop(into)]
    open: Signal<bool>,
    /// Runs when the dialog is cancelled or closed.
    on_close: Callback<()>,
    /// The dialog's id.
    id: &'static str,
    /// The title.
    #[prop(into)]
    title: Signal<Key>,
    /// The sentence naming what the action changes.
    #[prop(into)]
    intro: Signal<String>,
    /// The action button's text.
    #[prop(into)]
    action: Signal<Key>,
    /// Draws the action as destructive.
    #[prop(into)]
    danger: Signal<bool>,
    /// The caller's sending; its refusal shows above the actions.
    sending: Sending,
    /// Runs when the action is confirmed.
    on_confirm: Callback<()>,
    /// The cancel button's text; "Cancel" unless given.
    #[prop(optional, into)]
    cancel: Option<Key>,
    /// Shows the refusal in the area's own words; the shared error view unless given.
    #[prop(optional)]
    error_view: Option<ViewFn>,
    /// The changes of the area the action makes: unavailable while they are.
    #[prop(optional)]
    changes: ChangeAccess,
) -> impl IntoView {
    let Sending { pending, error } = sending;
    clear_on_open(open, error);
    let confirm = Callback::new(move |_| {
        if !pending.get_untracked() {
            error.set(None);
            on_confirm.run(());
        }
    });
    let button = move || {
        let label = action.get();
        let variant = ButtonVariant::danger_if(danger.get());
        view! { <Button label variant pending on_click=confirm changes=changes/> }
    };
    view! {
        <Dialog open on_close id title focus_last=danger locked=pending>
            <div class="form">
                <p>{move || intro.get()}</p>
                {match error_view {
                    Some(shown) => shown.run(),
                    None => view! { <ErrorView error/> }.into_any(),
                }}
                <DialogActions on_close cancel busy=pending>{button}</DialogActions>
            </div>
        </Dialog>
    }
}
