//! Registration step 2: the code emailed to the address.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::ErrorCode;

use super::draft::{Draft, Step};
use crate::api;
use crate::components::{
    focus_by_id, use_countdown, use_toasts, Button, ButtonVariant, ErrorView, ResendIn,
};
use crate::forms::validate;
use crate::forms::{FormField, Sending};
use crate::i18n::{use_i18n, AuthKey, Message, RegisterKey};

const CODE_ID: &str = "register-code";
const CODE_MAX: usize = 32;
/// The wait before another code may be asked for. The registration calls state none; this is
/// the contract's sign-in resend cooldown. Without it a second click mails a second code for a
/// new session, and the first email's code, which may be the one read, no longer works.
const RESEND_WAIT_SECONDS: u64 = 60;

/// The emailed code; "Send a new code" starts a fresh session for the same email and name,
/// once a visible countdown from the last send has run out.
#[component]
pub fn VerifyStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let code_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();
    let Sending {
        pending,
        error: form_error,
    } = sending;
    let resending = RwSignal::new(false);
    // This step opens right after a code was sent.
    let cooldown = use_countdown();
    cooldown.start(RESEND_WAIT_SECONDS);

    crate::reactive::effect(move || focus_by_id(CODE_ID));

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let code = draft.code.get_untracked();
        code_error.set(validate::first([
            validate::required(&code, AuthKey::CodeRequired),
            validate::max_len(&code, CODE_MAX),
        ]));
        if code_error.with_untracked(Option::is_some) {
            focus_by_id(CODE_ID);
            return;
        }
        let session_id = draft.session_id.get_untracked();
        let request = async move { api::auth::register_verify(&session_id, &code).await };
        sending.send_then(request, move |result| match result {
            Ok(r) if r.verified => {
                if !r.session_id.is_empty() {
                    draft.session_id.set(r.session_id);
                }
                draft.go(Step::Details);
            }
            Ok(_) => {
                draft.wrong_code();
                code_error.set(Some(AuthKey::CodeWrong.into()));
            }
            Err(e) if e.is(&ErrorCode::SessionNotFound) => draft.restart(),
            Err(e) if e.is(&ErrorCode::MfaCodeInvalid) => {
                draft.wrong_code();
                code_error.set(Some(AuthKey::CodeWrong.into()));
                focus_by_id(CODE_ID);
            }
            Err(e) => form_error.set(Some(e)),
        });
    };

    let resend = Callback::new(move |_| {
        if resending.get_untracked() || cooldown.remaining_untracked() > 0 {
            return;
        }
        let email = draft.email.get_untracked();
        let name = draft.name.get_untracked();
        form_error.set(None);
        resending.set(true);
        spawn_local(async move {
            let result = api::auth::register_initiate(&email, &name).await;
            resending.set(false);
            match result {
                Ok(session) => {
                    draft.opened(session.session_id, session.expires_in);
                    code_error.set(None);
                    cooldown.start(RESEND_WAIT_SECONDS);
                    toasts.success(RegisterKey::NewCodeSent);
                }
                Err(e) => form_error.set(Some(e)),
            }
        });
    });

    view! {
        <form class="form" on:submit=submit novalidate>
            <h2 class="form__title">{move || i18n.t(RegisterKey::VerifyTitle)}</h2>
            <p class="muted">
                {move || {
                    draft.email.with(|email| i18n.tf(RegisterKey::VerifyIntro, &[("email", email)]))
                }}
            </p>
            <ErrorView error=form_error/>
            <FormField
                id=CODE_ID
                label=AuthKey::VerificationCode
                value=draft.code
                error=code_error
                required=true
                autocomplete="one-time-code"
                input_mode="numeric"
                max_len=CODE_MAX
            />
            <Button label=AuthKey::Verify submit=true pending=pending block=true/>
            <div class="form__actions form__actions--split">
                <span class="send-code__row">
                    <Button
                        label=RegisterKey::SendNewCode
                        variant=ButtonVariant::Ghost
                        pending=resending
                        disabled=Signal::derive(move || cooldown.running())
                        on_click=resend
                    />
                    <ResendIn cooldown/>
                </span>
                <Button
                    label=RegisterKey::ChangeEmail
                    variant=ButtonVariant::Ghost
                    on_click=Callback::new(move |_| draft.go(Step::Start))
                />
            </div>
        </form>
    }
}
