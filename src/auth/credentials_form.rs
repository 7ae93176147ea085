//! The first sign-in step: email and password.

use crate::components::A;
use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use portal_api::auth::LoginSession;
use portal_api::ErrorCode;

use crate::api;
use crate::components::{focus_by_id, focus_first_refused, Button, ErrorView};
use crate::forms::validate;
use crate::forms::{FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, AuthKey, Message};

/// The email field, which "Use a different account" selects.
pub(super) const EMAIL_ID: &str = "sign-in-email";
const PASSWORD_ID: &str = "sign-in-password";
const EMAIL_MAX: usize = 254;
const PASSWORD_MAX: usize = 128;

/// Email and password. On success it opens the login session (in `session`), or goes to the
/// pending-approval page. Wrong credentials clear the password and keep the email.
#[component]
pub fn CredentialsForm(
    /// The email, kept across steps.
    email: RwSignal<String>,
    /// The password, cleared once it has been used or refused.
    password: RwSignal<String>,
    /// Set to the login session when the credentials are accepted.
    session: RwSignal<Option<LoginSession>>,
    /// The page's restart notice, cleared on a new attempt.
    restart_notice: RwSignal<Option<Message>>,
    /// Where "Forgot password?" leads (it carries the return path on).
    forgot_password: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let email_error = RwSignal::new(None::<Message>);
    let password_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();
    let Sending {
        pending,
        error: form_error,
    } = sending;

    // Take over the sign-in drawn into the page, keeping what was typed and the focus; else
    // focus the first empty field, so a returning person can type straight away.
    crate::reactive::effect(move || {
        if super::first_view::take_over() {
            return;
        }
        let first_empty = if email.get_untracked().is_empty() {
            EMAIL_ID
        } else {
            PASSWORD_ID
        };
        focus_by_id(first_empty);
    });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let address = email.get_untracked();
        let secret = password.get_untracked();
        email_error.set(validate::first([
            validate::required(&address, AuthKey::EmailRequired),
            validate::email(&address),
            validate::max_len(&address, EMAIL_MAX),
        ]));
        password_error.set(validate::first([
            validate::required(&secret, AuthKey::PasswordRequired),
            validate::max_len(&secret, PASSWORD_MAX),
        ]));
        if focus_first_refused(&[(EMAIL_ID, email_error), (PASSWORD_ID, password_error)]) {
            return;
        }
        restart_notice.set(None);
        let navigate = navigate.clone();
        let request = async move { api::auth::login_initiate(&address, &secret).await };
        sending.send_then(request, move |result| match result {
            Ok(login) => {
                password.set(String::new());
                if login.pending_approval {
                    navigate("/sign-in/pending", Default::default());
                } else {
                    session.set(Some(login));
                }
            }
            Err(err) => {
                if err.is(&ErrorCode::InvalidCredentials) {
                    password.set(String::new());
                    focus_by_id(PASSWORD_ID);
                }
                form_error.set(Some(err));
            }
        });
    };

    view! {
        <form
            class="form"
            on:submit=submit
            novalidate
            data-getting-ready=move || i18n.t(AuthKey::GettingReady)
        >
            <ErrorView error=form_error/>
            <FormField
                id=EMAIL_ID
                label=AuthKey::Email
                kind=FieldKind::Email
                value=email
                error=email_error
                required=true
                autocomplete="username"
                max_len=EMAIL_MAX
            />
            <FormField
                id=PASSWORD_ID
                label=AuthKey::Password
                kind=FieldKind::Password
                value=password
                error=password_error
                required=true
                autocomplete="current-password"
                max_len=PASSWORD_MAX
            />
            <p class="form__aside">
                <A href=forgot_password>{move || i18n.t(AuthKey::ForgotPassword)}</A>
            </p>
            <Button label=AuthKey::Continue submit=true pending=pending block=true/>
        </form>
    }
}
