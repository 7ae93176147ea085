//! Registration step 4: the first password, when the server did not set one.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::ErrorCode;

use super::draft::{Draft, Step};
use super::password_rules::{check_confirmation, check_password, MAX_LEN};
use crate::api::{self, ApiError};
use crate::components::{
    focus_by_id, focus_first_refused, Button, ErrorView, FieldKind, FormField,
};
use crate::i18n::{use_i18n, Message, RegisterKey};

const PASSWORD_ID: &str = "register-password";
const CONFIRM_ID: &str = "register-confirm";

/// Password and confirmation, checked against the rules before sending.
#[component]
pub fn PasswordStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let i18n = use_i18n();
    let password_error = RwSignal::new(None::<Message>);
    let confirm_error = RwSignal::new(None::<Message>);
    let form_error = RwSignal::new(None::<ApiError>);
    let pending = RwSignal::new(false);

    crate::reactive::effect(move || focus_by_id(PASSWORD_ID));

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        let password = draft.password.get_untracked();
        let confirm = draft.confirm.get_untracked();
        password_error.set(check_password(&password));
        confirm_error.set(if password_error.with_untracked(Option::is_some) {
            None
        } else {
            check_confirmation(&password, &confirm)
        });
        if focus_first_refused(&[(PASSWORD_ID, password_error), (CONFIRM_ID, confirm_error)]) {
            return;
        }
        form_error.set(None);
        pending.set(true);
        let session_id = draft.session_id.get_untracked();
        spawn_local(async move {
            let result = api::auth::password_init(&session_id, &password).await;
            pending.set(false);
            match result {
                Ok(_) => {
                    draft.password.set(String::new());
                    draft.confirm.set(String::new());
                    draft.go(Step::Done);
                }
                Err(e) if e.is(&ErrorCode::SessionNotFound) => draft.restart(),
                Err(e) => form_error.set(Some(e)),
            }
        });
    };

    view! {
        <form class="form" on:submit=submit novalidate>
            <h2 class="form__title">{move || i18n.t(RegisterKey::PasswordTitle)}</h2>
            <ErrorView error=form_error/>
            <FormField
                id=PASSWORD_ID
                label=RegisterKey::NewPassword
                kind=FieldKind::Password
                value=draft.password
                hint=Message::from(RegisterKey::PasswordRules)
                error=password_error
                required=true
                autocomplete="new-password"
                max_len=MAX_LEN
            />
            <FormField
                id=CONFIRM_ID
                label=RegisterKey::ConfirmPassword
                kind=FieldKind::Password
                value=draft.confirm
                error=confirm_error
                required=true
                autocomplete="new-password"
                max_len=MAX_LEN
            />
            <Button label=RegisterKey::SetPassword submit=true pending=pending block=true/>
        </form>
    }
}
