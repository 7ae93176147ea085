//! Registration step 4: the first password, when the server did not set one.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::ErrorCode;

use super::draft::{Draft, Step};
use crate::api::{self, ApiError};
use crate::auth::new_password_form::NewPasswordForm;
use crate::i18n::RegisterKey;

/// Password and confirmation, checked against the rules before sending.
#[component]
pub fn PasswordStep(
    /// The registration in progress.
    draft: Draft,
) -> impl IntoView {
    let error = RwSignal::new(None::<ApiError>);
    let pending = RwSignal::new(false);
    let on_valid = Callback::new(move |password: String| {
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
                Err(e) => error.set(Some(e)),
            }
        });
    });
    view! {
        <NewPasswordForm
            ids=("register-password", "register-confirm")
            title=RegisterKey::PasswordTitle
            password=draft.password
            confirm=draft.confirm
            pending
            error
            on_valid
        />
    }
}
