//! What the registration steps share: the inputs, the session and the current step.

use leptos::prelude::*;
use portal_api::Locale;
use serde_json::{json, Value};

use crate::auth::hand_over::handed_email;
use crate::auth::restart::{CodeTries, SessionEnd};
use crate::components::browser_time_zone;
use crate::i18n::{Message, RegisterKey};
use crate::web::storage::{self, Store};

/// Where the tab keeps a registration in progress, so a reload (a phone dropping the tab
/// while the code is read in the mail app) goes on from the same step. Never the code or a
/// password.
const KEPT: &str = "portal.registration";

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

impl Step {
    const ALL: [Self; 5] = [
        Self::Start,
        Self::Verify,
        Self::Details,
        Self::Password,
        Self::Done,
    ];

    /// The step's name in the tab's history and store.
    pub(super) fn tag(self) -> &'static str {
        match self {
            Self::Start => "start",
            Self::Verify => "verify",
            Self::Details => "details",
            Self::Password => "password",
            Self::Done => "done",
        }
    }

    /// The step named `tag`.
    pub(super) fn from_tag(tag: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.tag() == tag)
    }
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
    /// The wrong codes typed in the current session (kept in memory only).
    pub codes: RwSignal<CodeTries>,
}

impl Draft {
    /// The registration this tab had in progress, else a new one in the UI's language and
    /// the browser's time zone. From then on the tab keeps it as it goes (see [`KEPT`]),
    /// until it is done.
    pub fn new(language: Locale) -> Self {
        let draft = Self::fresh(language);
        if let Some(kept) = storage::get(Store::Tab, KEPT) {
            draft.put_back(&serde_json::from_str(&kept).unwrap_or_default());
        }
        crate::reactive::effect(move || match draft.step.get() {
            Step::Done => storage::remove(Store::Tab, KEPT),
            step => storage::set(Store::Tab, KEPT, &draft.kept(step).to_string()),
        });
        draft
    }

    /// What the tab keeps at `step` (read tracked, so it is kept again on every change).
    fn kept(&self, step: Step) -> Value {
        json!({
            "step": step.tag(),
            "sessionId": self.session_id.get(),
            "email": self.email.get(),
            "name": self.name.get(),
            "language": self.language.get(),
            "timezone": self.timezone.get(),
        })
    }

    /// Puts back what [`Self::kept`] gave; a record that does not read changes nothing.
    fn put_back(&self, kept: &Value) {
        let Some(step) = kept["step"].as_str().and_then(Step::from_tag) else {
            return;
        };
        let text = |key: &str| kept[key].as_str().map(str::to_owned);
        for (field, key) in [
            (self.session_id, "sessionId"),
            (self.email, "email"),
            (self.name, "name"),
            (self.language, "language"),
            (self.timezone, "timezone"),
        ] {
            if let Some(value) = text(key) {
                field.set(value);
            }
        }
        self.step.set(step);
    }

    fn fresh(language: Locale) -> Self {
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
            codes: RwSignal::new(CodeTries::default()),
        }
    }

    /// Goes to `step`, clearing the notice.
    pub fn go(&self, step: Step) {
        self.notice.set(None);
        self.step.set(step);
    }

    /// A new registration session, to live `lifetime_secs`.
    pub fn opened(&self, session_id: String, lifetime_secs: u64) {
        self.session_id.set(session_id);
        self.code.set(String::new());
        self.codes.set(CodeTries::opened(lifetime_secs));
    }

    /// One more wrong code in this session.
    pub fn wrong_code(&self) {
        self.codes.update(|tries| *tries = tries.wrong_code());
    }

    /// The server no longer knows the session (too many wrong codes, or it expired): back to
    /// the first step, inputs kept, saying why.
    pub fn restart(&self) {
        let key = match self.codes.get_untracked().why_ended(js_sys::Date::now()) {
            SessionEnd::TooManyWrongCodes => RegisterKey::TooManyWrongCodes,
            SessionEnd::Expired => RegisterKey::SessionExpired,
        };
        self.session_id.set(String::new());
        self.code.set(String::new());
        self.codes.set(CodeTries::default());
        self.step.set(Step::Start);
        self.notice.set(Some(key.into()));
    }
}
