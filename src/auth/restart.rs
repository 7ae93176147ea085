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
    /// Wrong codes typed in the current login session, and when it opened (ms since the
    /// epoch): what tells a session ended for wrong codes from one that ran out of time.
    pub codes: RwSignal<CodeTries>,
}

/// The wrong codes typed in one sign-in or registration session.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CodeTries {
    /// When the session opened, in ms since the epoch.
    pub opened_ms: f64,
    /// Its lifetime in seconds, as the server said.
    pub lifetime_secs: u64,
    /// Wrong codes typed so far.
    pub wrong: u32,
}

impl CodeTries {
    /// A session just opened, to live `lifetime_secs`.
    pub fn opened(lifetime_secs: u64) -> Self {
        Self {
            opened_ms: js_sys::Date::now(),
            lifetime_secs,
            wrong: 0,
        }
    }

    /// One more wrong code.
    pub fn wrong_code(self) -> Self {
        Self {
            wrong: self.wrong.saturating_add(1),
            ..self
        }
    }

    /// Why the server no longer knows the session at `now_ms`: ended for the wrong codes
    /// typed in it (the server ends a session after too many), or ran out of time.
    pub fn why_ended(&self, now_ms: f64) -> SessionEnd {
        let lifetime_ms = self.lifetime_secs as f64 * 1000.0;
        let in_time = self.lifetime_secs == 0 || now_ms < self.opened_ms + lifetime_ms;
        if self.wrong > 0 && in_time {
            SessionEnd::TooManyWrongCodes
        } else {
            SessionEnd::Expired
        }
    }
}

/// Why a sign-in or registration session came to an end (`AUTH.SESSION_NOT_FOUND`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionEnd {
    /// Too many wrong codes: the server ended it.
    TooManyWrongCodes,
    /// Its time ran out.
    Expired,
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

    /// Back to the first step because the server no longer knows the login session, saying
    /// why: too many wrong codes, or its time ran out. The email stays as typed.
    pub fn session_ended(&self) {
        let why = self.codes.get_untracked().why_ended(js_sys::Date::now());
        let key = match why {
            SessionEnd::TooManyWrongCodes => AuthKey::TooManyWrongCodes,
            SessionEnd::Expired => AuthKey::LoginSessionExpired,
        };
        self.notice.set(Some(key.into()));
        self.back();
    }

    /// Back to the first step because the server refused the credentials after all (the
    /// contract's rule: restart sign-in on `AUTH.INVALID_CREDENTIALS`), saying so.
    pub fn credentials_refused(&self) {
        self.notice.set(Some(ErrorKey::InvalidCredentials.into()));
        self.back();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tries(wrong: u32) -> CodeTries {
        CodeTries {
            opened_ms: 1_000_000.0,
            lifetime_secs: 300,
            wrong,
        }
    }

    #[test]
    fn a_session_ended_after_wrong_codes_in_its_time_was_ended_for_them() {
        let during = 1_000_000.0 + 60_000.0;
        assert_eq!(tries(5).why_ended(during), SessionEnd::TooManyWrongCodes);
        assert_eq!(tries(1).why_ended(during), SessionEnd::TooManyWrongCodes);
        let counted = (0..5).fold(tries(0), |t, _| t.wrong_code());
        assert_eq!(counted.wrong, 5);
        assert_eq!(counted.why_ended(during), SessionEnd::TooManyWrongCodes);
    }

    #[test]
    fn a_session_without_wrong_codes_or_past_its_time_expired() {
        assert_eq!(tries(0).why_ended(1_060_000.0), SessionEnd::Expired);
        let after = 1_000_000.0 + 300_000.0;
        assert_eq!(tries(5).why_ended(after), SessionEnd::Expired);
        assert_eq!(CodeTries::default().why_ended(0.0), SessionEnd::Expired);
    }
}
