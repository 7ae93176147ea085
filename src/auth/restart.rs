//! Going back to the first sign-in step.

use leptos::prelude::*;
use portal_api::auth::LoginSession;
use wasm_bindgen::JsCast;

use super::credentials_form::EMAIL_ID;

use crate::i18n::{AuthKey, ErrorKey, Message};

/// The sign-in page's signals that going back touches. Only signal writes, so it is safe to
/// use after an await even if the step's component has gone.
#[derive(Clone, Copy)]
pub struct Restart {
    /// The page's login session.
    pub session: RwSignal<Option<LoginSession>>,
    /// The password, cleared when going back.
    pub password: RwSignal<String>,
    /// The page's notice above the form.
    pub notice: RwSignal<Option<Message>>,
}

impl Restart {
    /// Back to the first step by choice (email kept, password cleared).
    pub fn back(&self) {
        self.password.set(String::new());
        self.session.set(None);
    }

    /// Back to the first step for another account: the kept email is selected, so typing
    /// replaces it (the first step would otherwise focus the empty password).
    pub fn other_account(&self) {
        self.back();
        request_animation_frame(|| {
            let email = document()
                .get_element_by_id(EMAIL_ID)
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(email) = email {
                let _ = email.focus();
                email.select();
            }
        });
    }

    /// Back to the first step because the login session expired, saying so.
    pub fn expired(&self) {
        self.notice.set(Some(AuthKey::LoginSessionExpired.into()));
        self.back();
    }

    /// Back to the first step because the server refused the credentials after all (the
    /// contract's rule: restart sign-in on `AUTH.INVALID_CREDENTIALS`), saying so.
    pub fn credentials_refused(&self) {
        self.notice.set(Some(ErrorKey::InvalidCredentials.into()));
        self.back();
    }
}
