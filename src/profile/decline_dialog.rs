//! The dialog that declines an invitation, with its required reason.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api::{self, ApiError};
use crate::components::validate;
use crate::components::{
    focus_by_id, use_toasts, Button, ButtonVariant, Dialog, ErrorView, FormField,
};
use crate::i18n::{use_i18n, Key, Message, ProfileKey};

const REASON_ID: &str = "decline-reason";
/// Longest reason accepted.
const REASON_MAX: usize = 255;

/// Open while `invitation` holds an id; declining sends the reason, closes and runs
/// `on_declined`. Cancel and Esc close without sending.
#[component]
pub fn DeclineDialog(
    /// The invitation being declined, if any.
    invitation: RwSignal<Option<String>>,
    /// Runs after a decline.
    on_declined: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let reason = RwSignal::new(String::new());
    let reason_error = RwSignal::new(None::<Message>);
    let form_error = RwSignal::new(None::<ApiError>);
    let pending = RwSignal::new(false);
    let open = Signal::derive(move || invitation.with(Option::is_some));
    let close = Callback::new(move |_| {
        if invitation.with_untracked(Option::is_some) {
            invitation.set(None);
        }
    });

    // A fresh form for each invitation.
    Effect::new(move |_| {
        if invitation.with(Option::is_some) {
            reason.set(String::new());
            reason_error.set(None);
            form_error.set(None);
        }
    });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let Some(id) = invitation.get_untracked() else {
            return;
        };
        let text = reason.get_untracked();
        reason_error.set(validate::first([
            validate::required(&text, ProfileKey::ReasonRequired),
            validate::max_len(&text, REASON_MAX),
        ]));
        if reason_error.with_untracked(Option::is_some) {
            focus_by_id(REASON_ID);
            return;
        }
        form_error.set(None);
        pending.set(true);
        spawn_local(async move {
            let result = api::profile::decline_invitation(&id, &text).await;
            pending.set(false);
            match result {
                Ok(()) => {
                    toasts.success(ProfileKey::Declined);
                    invitation.set(None);
                    on_declined.run(());
                }
                Err(e) => form_error.set(Some(e)),
            }
        });
    };

    view! {
        <Dialog open on_close=close id="decline-dialog" title=Key::from(ProfileKey::DeclineTitle)>
            <form class="form" on:submit=submit novalidate>
                <p class="muted">{move || i18n.t(ProfileKey::DeclineIntro)}</p>
                <ErrorView error=form_error/>
                <FormField
                    id=REASON_ID
                    label=ProfileKey::Reason
                    value=reason
                    error=reason_error
                    required=true
                    max_len=REASON_MAX
                />
                <div class="form__actions">
                    <Button
                        label=ProfileKey::DeclineConfirm
                        variant=ButtonVariant::Danger
                        submit=true
                        pending=pending
                    />
                    <Button label=ProfileKey::Cancel variant=ButtonVariant::Secondary on_click=close/>
                </div>
            </form>
        </Dialog>
    }
}
