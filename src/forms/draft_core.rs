//! A form's fields by wire name, whatever its type of fields (`DraftCore`): what was typed, read
//! as typed values, and refusals placed beside them; [`super::draft::Draft`] names them.

use leptos::prelude::*;
use portal_api::validation::{Rule, ValidationErrors};
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::focus_by_id;
use crate::forms::Sending;
use crate::i18n::{CommonKey, ConfigKey, Message};

/// The message of a refused field.
pub fn rule_message(rule: Rule) -> Message {
    let key = match rule {
        Rule::Required => ConfigKey::RuleRequired,
        Rule::TooLong(max) => {
            return Message::with(ConfigKey::RuleTooLong, &[("max", max.to_string())])
        }
        Rule::BadCharacters => ConfigKey::RuleBadCharacters,
        Rule::Negative => ConfigKey::RuleNegative,
        Rule::Unknown => ConfigKey::RuleUnknown,
        Rule::AboveOne => ConfigKey::RuleAboveOne,
        Rule::BandsInvalid => ConfigKey::RuleBandsInvalid,
        Rule::BandsRequired => ConfigKey::RuleBandsRequired,
        Rule::BandsUnsupported => ConfigKey::RuleBandsUnsupported,
        Rule::UnknownCurrency => ConfigKey::RuleUnknownCurrency,
        Rule::SameCurrency => ConfigKey::RuleSameCurrency,
        Rule::MinAboveMax => ConfigKey::RuleMinAboveMax,
        Rule::NotPositive => ConfigKey::RuleNotPositive,
        Rule::NotJsonObject => ConfigKey::RuleNotJsonObject,
        Rule::ProviderRequired => ConfigKey::RuleProviderRequired,
        Rule::Taken => ConfigKey::RuleTaken,
        Rule::NothingToChange => ConfigKey::RuleNothingToChange,
        Rule::OutOfRange { min, max } => {
            let range = [("min", min.to_string()), ("max", max.to_string())];
            return Message::with(ConfigKey::RuleOutOfRange, &range);
        }
        Rule::NotEmail => return CommonKey::InvalidEmail.into(),
    };
    key.into()
}

/// One field: its wire name, what was typed, what the form filled it with, and its inline
/// error.
#[derive(Clone, Copy)]
pub(super) struct DraftField {
    pub(super) name: &'static str,
    pub(super) value: RwSignal<String>,
    filled: StoredValue<String>,
    pub(super) error: RwSignal<Option<Message>>,
}

impl DraftField {
    fn new(name: &'static str) -> Self {
        Self {
            name,
            value: RwSignal::new(String::new()),
            filled: StoredValue::new(String::new()),
            error: RwSignal::new(None),
        }
    }
}

/// A form's fields by wire name, in the form's order: what [`Draft`] keeps, without its type
/// of fields, so that its code is not repeated for every form (and the kept forms hold drafts
/// of every form alike).
#[derive(Clone, Copy)]
pub(super) struct DraftCore {
    form: &'static str,
    fields: StoredValue<Vec<DraftField>>,
}

impl DraftCore {
    pub(super) fn new(form: &'static str, names: impl Iterator<Item = &'static str>) -> Self {
        let fields = names.map(DraftField::new).collect();
        Self {
            form,
            fields: StoredValue::new(fields),
        }
    }

    /// The form's name.
    pub(super) fn form(&self) -> &'static str {
        self.form
    }

    /// Every field's name and typed text, or `None` once the form is gone.
    pub(super) fn snapshot(&self) -> Option<Vec<(&'static str, String)>> {
        self.fields.try_with_value(|fields| {
            fields
                .iter()
                .map(|f| (f.name, f.value.get_untracked()))
                .collect()
        })
    }

    /// The fields the person changed from what the form filled them with (nothing typed, in a
    /// new record's form), with their text; `None` once the form is gone.
    pub(super) fn edits(&self) -> Option<Vec<(&'static str, String)>> {
        self.fields.try_with_value(|fields| {
            fields
                .iter()
                .filter_map(|f| {
                    let text = f.value.get_untracked();
                    f.filled
                        .with_value(|filled| *filled != text)
                        .then_some((f.name, text))
                })
                .collect()
        })
    }

    /// The place of the field `name`, if the form has it.
    pub(super) fn position(&self, name: &str) -> Option<usize> {
        self.fields
            .try_with_value(|f| f.iter().position(|f| f.name == name))
            .flatten()
    }

    /// Whether the form has a field `name`.
    pub(super) fn has(&self, name: &str) -> bool {
        self.position(name).is_some()
    }

    /// The field at `at`. A typed draft asks only for the fields it was made with; once the
    /// form is gone, a field of its own that nothing shows stands in.
    pub(super) fn get(&self, at: usize) -> DraftField {
        self.fields
            .try_with_value(|f| f.get(at).copied())
            .flatten()
            .unwrap_or_else(|| DraftField::new(""))
    }

    /// The control id of the field `name`.
    pub(super) fn id(&self, name: &str) -> String {
        format!("{}-{name}", self.form)
    }

    pub(super) fn set(&self, at: usize, text: String) {
        let field = self.get(at);
        field.filled.set_value(text.clone());
        field.value.set(text);
    }

    pub(super) fn refill(&self, at: usize, text: String) {
        let field = self.get(at);
        let untouched = field
            .filled
            .with_value(|filled| field.value.with_untracked(|v| v == filled));
        if untouched {
            self.set(at, text);
        }
    }

    /// Puts back what the person had typed into `name` (not a fill: it stays an edit).
    pub(super) fn put_back(&self, name: &str, text: &str) {
        if let Some(at) = self.position(name) {
            self.get(at).value.set(text.to_owned());
        }
    }

    pub(super) fn reset(&self) {
        self.fields.with_value(|fields| {
            for f in fields {
                f.filled.set_value(String::new());
                f.value.set(String::new());
                f.error.set(None);
            }
        });
    }

    pub(super) fn clear_errors(&self) {
        self.fields
            .with_value(|fields| fields.iter().for_each(|f| f.error.set(None)));
    }

    pub(super) fn has_errors(&self) -> bool {
        self.fields.with_value(|fields| {
            fields
                .iter()
                .any(|f| f.error.with_untracked(Option::is_some))
        })
    }

    pub(super) fn focus_first_error(&self) {
        let first = self.fields.with_value(|fields| {
            fields
                .iter()
                .find(|f| f.error.with_untracked(Option::is_some))
                .map(|f| f.name)
        });
        if let Some(name) = first {
            focus_by_id(&self.id(name));
        }
    }

    /// Sets the error of the field at `at`, unless it has one already.
    pub(super) fn refuse_with(&self, at: usize, message: Message) {
        let field = self.get(at);
        if field.error.with_untracked(Option::is_none) {
            field.error.set(Some(message));
        }
    }

    pub(super) fn refuse(&self, errors: &ValidationErrors) {
        for e in &errors.0 {
            // A field this form does not show: its message goes on the first field.
            let at = self.position(e.field).unwrap_or(0);
            self.refuse_with(at, rule_message(e.rule));
        }
    }

    /// Places a 400 refusal whose every part names a field of this form (the contract crate's
    /// words, `roleName is already used`) beside those fields; whether it did. Other refusals
    /// are left for the form's error above the fields.
    pub(super) fn refuse_answer(&self, error: &ApiError) -> bool {
        let ApiError::Server {
            code: ErrorCode::InvalidParameter,
            message: Some(message),
            ..
        } = error
        else {
            return false;
        };
        let Some(refused) = ValidationErrors::parse(message) else {
            return false;
        };
        let Some(places) = refused
            .iter()
            .map(|(field, _)| self.position(field))
            .collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        for (at, (_, rule)) in places.into_iter().zip(refused) {
            self.refuse_with(at, rule_message(rule));
        }
        true
    }

    pub(super) fn send<T: 'static>(
        self,
        sending: Sending,
        request: impl std::future::Future<Output = Result<T, ApiError>> + 'static,
        done: impl FnOnce(T) + 'static,
    ) {
        let request = async move {
            match request.await {
                Ok(answer) => Ok(Some(answer)),
                Err(e) if self.refuse_answer(&e) => Ok(None),
                Err(e) => Err(e),
            }
        };
        sending.send(request, move |answer| match answer {
            Some(answer) => done(answer),
            None => self.focus_first_error(),
        });
    }

    pub(super) fn text(&self, at: usize) -> String {
        self.get(at).value.get_untracked().trim().to_owned()
    }

    pub(super) fn day(&self, at: usize) -> String {
        if crate::forms::date_unfinished(&self.id(self.get(at).name)) {
            self.refuse_with(at, CommonKey::DateUnfinished.into());
            return String::new();
        }
        self.text(at)
    }

    pub(super) fn integer(&self, at: usize, required: bool) -> Option<i64> {
        let text = self.text(at);
        if text.is_empty() && !required {
            return Some(0);
        }
        if text.is_empty() {
            self.refuse_with(at, ConfigKey::RuleRequired.into());
            return None;
        }
        let digits = crate::i18n::integer_from_typing(&text);
        let parsed = digits.parse::<i64>().ok();
        if parsed.is_none() {
            // Digits that do not fit are a whole number all the same: say what is wrong.
            let digits = digits.strip_prefix('-').unwrap_or(&digits);
            let whole = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
            let key = if whole {
                ConfigKey::NumberTooLarge
            } else {
                ConfigKey::NotWholeNumber
            };
            self.refuse_with(at, key.into());
        }
        parsed
    }

    pub(super) fn choice(&self, at: usize) -> Option<i64> {
        let parsed = self.text(at).parse::<i64>().ok();
        if parsed.is_none() {
            self.refuse_with(at, ConfigKey::RuleRequired.into());
        }
        parsed
    }

    pub(super) fn json_object(&self, at: usize) -> Option<String> {
        let text = self.text(at);
        if text.is_empty() {
            self.refuse_with(at, ConfigKey::RuleRequired.into());
            return None;
        }
        match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(serde_json::Value::Object(_)) => Some(text),
            Ok(_) => {
                self.refuse_with(at, ConfigKey::RuleNotJsonObject.into());
                None
            }
            Err(e) => {
                self.refuse_with(at, not_json(&e));
                None
            }
        }
    }
}

/// Where a JSON text first goes wrong, in the person's language (the parser's own message is
/// English).
fn not_json(e: &serde_json::Error) -> Message {
    Message::with(ConfigKey::NotJson, &json_position(e))
}

/// The line and column where the parser stopped, as message arguments.
fn json_position(e: &serde_json::Error) -> [(&'static str, String); 2] {
    [
        ("line", e.line().to_string()),
        ("column", e.column().to_string()),
    ]
}
