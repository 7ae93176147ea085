//! A dialog holding a create or edit form: its fields, the server's refusal, the action and
//! Cancel.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::{Button, ButtonVariant, ChangeAccess, Dialog, ErrorView};
use crate::forms::{kept_forms, Sending};
use crate::i18n::{CommonKey, Key};

/// The form's submit handler: runs `on_submit` unless a send is already running, so a second
/// press or Enter during a slow send neither sends again nor re-checks the fields mid-flight.
/// The last refusal goes first: it answered what was sent then, and if the fields are now
/// refused before sending it would stand above them as if it were about them.
pub(super) fn submit_unless_pending(
    sending: Sending,
    on_submit: Callback<()>,
) -> impl Fn(SubmitEvent) + 'static {
    move |ev: SubmitEvent| {
        ev.prevent_default();
        if !sending.pending.get_untracked() {
            sending.error.set(None);
            on_submit.run(());
        }
    }
}

/// Clears `error` at each opening of a dialog: a refusal belongs to the sending it answered,
/// not to the next opening.
pub fn clear_on_open(open: Signal<bool>, error: RwSignal<Option<ApiError>>) {
    crate::reactive::effect(move || {
        if open.get() {
            error.set(None);
        }
    });
}

/// A sending dialog's buttons: its action (`children`), then Cancel, which runs `on_close`.
/// While `busy` (the action is being sent) Cancel is disabled: closing would not stop the send,
/// and its answer would then act on a page the person thought they had left alone. A send
/// that reports its own end (`close_while_busy`) leaves the dialog free to close instead, under
/// that text, since "Cancel" would promise a stop it does not make.
#[component]
pub fn DialogActions(
    on_close: Callback<()>,
    /// True while the action is being sent.
    #[prop(into)]
    busy: Signal<bool>,
    /// The cancel button's text; "Cancel" unless given.
    #[prop(optional_no_strip)]
    cancel: Option<Key>,
    /// The button's text while busy, for a send that goes on once the dialog is closed.
    #[prop(optional_no_strip)]
    close_while_busy: Option<Key>,
    children: Children,
) -> impl IntoView {
    let cancel = cancel.unwrap_or(CommonKey::Cancel.into());
    // Only a dialog with `close_while_busy` reads `busy` here, so no other redraws its button.
    let button = move || {
        let label = match close_while_busy {
            Some(close) if busy.get() => close,
            _ => cancel,
        };
        let disabled = Signal::derive(move || close_while_busy.is_none() && busy.get());
        view! { <Button label variant=ButtonVariant::Secondary on_click=on_close disabled/> }
    };
    view! {
        <div class="form__actions">
            {children()}
            {button}
        </div>
    }
}

/// A wide modal form, open while `open`. Submitting runs `on_submit` (which reads the fields
/// and sends with [`Sending::send`]); Cancel and Esc run `on_close` and send nothing, and wait
/// while a send runs. The server's refusal shows above the fields until the next opening.
/// What was changed when Cancel or Esc closed it comes back when the same button opens it
/// again, over what an edit form fills itself with on opening.
#[component]
pub fn FormDialog(
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
    /// The action button's text ("Create", "Save").
    #[prop(into)]
    action: Key,
    /// The form's sending: its pending send and the server's refusal.
    sending: Sending,
    /// Runs on submit.
    on_submit: Callback<()>,
    /// For a send that goes on and reports its own end after the dialog closes (an upload):
    /// the dialog stays free to close while it runs, its Cancel reading this text.
    #[prop(optional_no_strip)]
    close_while_pending: Option<Key>,
    /// The changes of the area the form saves to: its action is unavailable while they are
    /// (the fields and the refusal stay as they are).
    #[prop(optional)]
    changes: ChangeAccess,
    /// The fields.
    children: Children,
) -> impl IntoView {
    let Sending { pending, error } = sending;
    clear_on_open(open, error);
    let submit = submit_unless_pending(sending, on_submit);
    // Escape and Cancel tell while the dialog is still open; a send that worked closes it first.
    let on_close = Callback::new(move |_| {
        if open.get_untracked() {
            kept_forms::set_aside(id);
        }
        on_close.run(());
    });
    Effect::new(move |was_open: Option<bool>| {
        let now = open.get();
        if now && was_open != Some(true) {
            // After the form filled itself for this opening.
            set_timeout(
                move || kept_forms::bring_back(id),
                std::time::Duration::ZERO,
            );
        }
        now
    });
    let locked = Signal::derive(move || close_while_pending.is_none() && pending.get());
    view! {
        <Dialog open on_close id title wide=true locked>
            <form class="form" on:submit=submit novalidate>
                <ErrorView error/>
                {children()}
                <DialogActions on_close busy=pending close_while_busy=close_while_pending>
                    <Button label=action submit=true pending changes=changes/>
                </DialogActions>
            </form>
        </Dialog>
    }
}
