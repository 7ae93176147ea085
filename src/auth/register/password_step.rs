//! Registration step 4: the first password, when the server did not set one.

use leptos::prelude::*;
use portal_api::ErrorCode;

use super::draft::{Draft, Step};
use crate::api;
use crate::auth::new_password_form::NewPasswordForm;
use crate::forms::Sending;
use crate::i18n::RegisterKey;

/// Password and confirmation, checked against the rules before sending.
#[component]
pub fn PasswordStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let sending = Sending::new();
    let on_valid = Callback::new(move |password: String| {
        let session_id = draft.session_id.get_untracked();
        let request = async move { api::auth::password_init(&session_id, &password).await };
        sending.send_then(request, move |result| match result {
            Ok(_) => {
                draft.password.set(String::new());
                draft.confirm.set(String::new());
                draft.go(Step::Done);
            }
            Err(e) if e.is(&ErrorCode::SessionNotFound) => draft.restart(),
            Err(e) => sending.error.set(Some(e)),
        });
    });
    view! {
        <NewPasswordForm
            ids=("register-password", "register-confirm")
            title=RegisterKey::PasswordTitle
            password=draft.password
            confirm=draft.confirm
            sending
            on_valid
        />
    }
}
