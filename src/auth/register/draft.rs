//! What the registration steps share: the inputs, the session and the current step.

use leptos::prelude::*;
use portal_api::Locale;

use crate::auth::hand_over::handed_email;
use crate::components::browser_time_zone;
use crate::i18n::{Message, RegisterKey};

/// The registration steps, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Email and name.
    Start,
    /// The emailed code.
    Verify,
    /// Name, language, time zone.
    Details,
    /// The first password (when the server did not set one).
    Password,
    /// Finished.
    Done,
}

/// The registration in progress. Every input survives going back a step.
#[derive(Clone, Copy)]
pub struct Draft {
    /// The current step.
    pub step: RwSignal<Step>,
    /// The registration session.
    pub session_id: RwSignal<String>,
    /// Email.
    pub email: RwSignal<String>,
    /// The account's name.
    pub name: RwSignal<String>,
    /// The emailed code.
    pub code: RwSignal<String>,
    /// Locale tag.
    pub language: RwSignal<String>,
    /// IANA zone id.
    pub timezone: RwSignal<String>,
    /// The new password.
    pub password: RwSignal<String>,
    /// The new password again.
    pub confirm: RwSignal<String>,
    /// A notice above the current step (e.g. why it restarted).
    pub notice: RwSignal<Option<Message>>,
}

impl Draft {
    /// A new registration, in the UI's language and the browser's time zone.
    pub fn new(language: Locale) -> Self {
        Self {
            step: RwSignal::new(Step::Start),
            session_id: RwSignal::new(String::new()),
            email: handed_email(),
            name: RwSignal::new(String::new()),
            code: RwSignal::new(String::new()),
            language: RwSignal::new(language.tag().to_owned()),
            timezone: RwSignal::new(browser_time_zone().unwrap_or_default()),
            password: RwSignal::new(String::new()),
            confirm: RwSignal::new(String::new()),
            notice: RwSignal::new(None),
        }
    }

    /// Goes to `step`, clearing the notice.
    pub fn go(&self, step: Step) {
        self.notice.set(None);
        self.step.set(step);
    }

    /// The session expired: back to the first step, inputs kept, with an explanation.
    pub fn restart(&self) {
        self.session_id.set(String::new());
        self.code.set(String::new());
        self.step.set(Step::Start);
        self.notice.set(Some(RegisterKey::SessionExpired.into()));
    }
}
