//! The forgotten-password page: email plus the bot challenge; the server's answer as text.

use crate::components::A;
use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::ErrorCode;

use super::hand_over::{handed_email, sign_in_link};
use super::turnstile::{reset_turnstile, turnstile_token, Turnstile};
use super::AuthLayout;
use crate::api;
use crate::components::{focus_by_id, focus_soon, Button, ErrorView, Notice, NoticeKind};
use crate::config::config;
use crate::forms::validate;
use crate::forms::{FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, AuthKey, Message, RegisterKey};

const EMAIL_ID: &str = "forgot-email";
const EMAIL_MAX: usize = 254;

/// `/forgot-password`: requests a reset email. With a bot-challenge site key configured the
/// Turnstile token goes along; without one the token is empty.
#[component]
pub fn ForgotPasswordPage() -> impl IntoView {
    let i18n = use_i18n();
    let email = handed_email();
    let sign_in = sign_in_link();
    let email_error = RwSignal::new(None::<Message>);
    let challenge_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();
    let Sending {
        pending,
        error: form_error,
    } = sending;
    let result = RwSignal::new(None::<Message>);
    let site_key = config()
        .bot_challenge_site_key
        .clone()
        .filter(|k| !k.is_empty());
    let challenge = site_key.is_some();
    // Arrived from sign-in with the email carried over, Enter sends the link straight away.
    focus_soon(EMAIL_ID);

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let address = email.get_untracked();
        email_error.set(validate::first([
            validate::required(&address, AuthKey::EmailRequired),
            validate::email(&address),
            validate::max_len(&address, EMAIL_MAX),
        ]));
        if email_error.with_untracked(Option::is_some) {
            focus_by_id(EMAIL_ID);
            return;
        }
        let token = if challenge {
            turnstile_token()
        } else {
            String::new()
        };
        if challenge && token.is_empty() {
            challenge_error.set(Some(RegisterKey::BotCheckIncomplete.into()));
            return;
        }
        challenge_error.set(None);
        result.set(None);
        let request = async move { api::auth::password_forgot(&address, &token).await };
        sending.send_then(request, move |outcome| {
            if challenge {
                reset_turnstile();
            }
            match outcome {
                // The portal's own words, in the user's language (the server's are English).
                Ok(_) => result.set(Some(RegisterKey::ResetRequested.into())),
                // The email was checked here, so the contract's one refusal of this call is
                // about the bot-challenge token: say so, not "check the form".
                Err(e)
                    if e.is(&ErrorCode::InvalidParameter) || e.is(&ErrorCode::BotChallenge4030) =>
                {
                    challenge_error.set(Some(RegisterKey::BotCheckRefused.into()));
                }
                Err(e) => form_error.set(Some(e)),
            }
        });
    };

    view! {
        <AuthLayout title=RegisterKey::ForgotTitle>
            <form class="form" on:submit=submit novalidate>
                <p class="muted">{move || i18n.t(RegisterKey::ForgotIntro)}</p>
                <Notice message=result kind=NoticeKind::Success/>
                <ErrorView error=form_error/>
                <FormField
                    id=EMAIL_ID
                    label=AuthKey::Email
                    kind=FieldKind::Email
                    value=email
                    error=email_error
                    required=true
                    autocomplete="email"
                    max_len=EMAIL_MAX
                />
                {site_key.map(|key| view! { <Turnstile site_key=key/> })}
                <Notice message=challenge_error kind=NoticeKind::Warning/>
                <Button label=RegisterKey::SendResetLink submit=true pending=pending block=true/>
            </form>
            <p class="auth__links">
                <A href=sign_in>{move || i18n.t(AuthKey::BackToSignIn)}</A>
            </p>
        </AuthLayout>
    }
}
