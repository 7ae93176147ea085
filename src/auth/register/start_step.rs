//! Registration step 1: email and name; a code is emailed.

use crate::components::A;
use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::ErrorCode;

use super::draft::{Draft, Step};
use crate::api::{self, ApiError};
use crate::auth::hand_over::sign_in_link;
use crate::components::{focus_by_id, focus_first_refused, focus_soon, Button, ErrorView};
use crate::forms::validate;
use crate::forms::{FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, AuthKey, ErrorKey, Message, RegisterKey};

const EMAIL_ID: &str = "register-email";
const NAME_ID: &str = "register-name";
/// Longest email accepted (RFC 5321).
pub const EMAIL_MAX: usize = 254;
/// Longest account name accepted.
pub const NAME_MAX: usize = 100;

/// Whether the server refused the email as already registered: by its code, or by HTTP 409
/// (conflict) whatever the code says.
fn is_already_registered(error: &ApiError) -> bool {
    error.is(&ErrorCode::EmailAlreadyRegistered)
        || matches!(error, ApiError::Server { status: 409, .. })
}

/// Email and name. A registered email gets its own message with a "Sign in instead" link.
#[component]
pub fn StartStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let i18n = use_i18n();
    let email_error = RwSignal::new(None::<Message>);
    let name_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();
    let Sending {
        pending,
        error: form_error,
    } = sending;
    let already_registered = RwSignal::new(false);
    let email_given = draft.email.with_untracked(|e| !e.is_empty());
    focus_soon(if email_given { NAME_ID } else { EMAIL_ID });

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let email = draft.email.get_untracked();
        let name = draft.name.get_untracked();
        already_registered.set(false);
        email_error.set(validate::first([
            validate::required(&email, AuthKey::EmailRequired),
            validate::email(&email),
            validate::max_len(&email, EMAIL_MAX),
        ]));
        name_error.set(validate::first([
            validate::required(&name, RegisterKey::NameRequired),
            validate::max_len(&name, NAME_MAX),
        ]));
        if focus_first_refused(&[(EMAIL_ID, email_error), (NAME_ID, name_error)]) {
            return;
        }
        let request = async move { api::auth::register_initiate(&email, &name).await };
        sending.send_then(request, move |result| match result {
            Ok(session) => {
                draft.opened(session.session_id, session.expires_in);
                draft.go(Step::Verify);
            }
            Err(e) if is_already_registered(&e) => {
                email_error.set(Some(ErrorKey::EmailAlreadyRegistered.into()));
                already_registered.set(true);
                focus_by_id(EMAIL_ID);
            }
            Err(e) => form_error.set(Some(e)),
        });
    };

    view! {
        <form class="form" on:submit=submit novalidate>
            <h2 class="form__title">{move || i18n.t(RegisterKey::StartTitle)}</h2>
            <p class="muted">{move || i18n.t(RegisterKey::StartIntro)}</p>
            <ErrorView error=form_error/>
            <FormField
                id=EMAIL_ID
                label=AuthKey::Email
                kind=FieldKind::Email
                value=draft.email
                error=email_error
                required=true
                autocomplete="email"
                max_len=EMAIL_MAX
            />
            <Show when=move || already_registered.get()>
                <p class="form__aside">
                    <A href=sign_in_link()>{move || i18n.t(RegisterKey::SignInInstead)}</A>
                </p>
            </Show>
            <FormField
                id=NAME_ID
                label=RegisterKey::Name
                value=draft.name
                error=name_error
                required=true
                autocomplete="name"
                max_len=NAME_MAX
            />
            <Button label=AuthKey::Continue submit=true pending=pending block=true/>
        </form>
    }
}
