//! A form's fields, named by its own type of fields: what was typed, read as typed values, and refusals placed beside them.

use std::marker::PhantomData;

use leptos::prelude::*;
use portal_api::validation::{Rule, ValidationErrors};
use portal_api::ErrorCode;

use crate::api::ApiError;
use crate::components::focus_by_id;
use crate::forms::{FormFields, Sending};
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
struct DraftField {
    name: &'static str,
    value: RwSignal<String>,
    filled: StoredValue<String>,
    error: RwSignal<Option<Message>>,
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
    fn new(form: &'static str, names: impl Iterator<Item = &'static str>) -> Self {
        let fields = names.map(DraftField::new).collect();
        let core = Self {
            form,
            fields: StoredValue::new(fields),
        };
        crate::forms::kept_forms::track(core);
        core
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
    fn position(&self, name: &str) -> Option<usize> {
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
    fn get(&self, at: usize) -> DraftField {
        self.fields
            .try_with_value(|f| f.get(at).copied())
            .flatten()
            .unwrap_or_else(|| DraftField::new(""))
    }

    /// The control id of the field `name`.
    pub(super) fn id(&self, name: &str) -> String {
        format!("{}-{name}", self.form)
    }

    fn set(&self, at: usize, text: String) {
        let field = self.get(at);
        field.filled.set_value(text.clone());
        field.value.set(text);
    }

    fn refill(&self, at: usize, text: String) {
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

    fn reset(&self) {
        self.fields.with_value(|fields| {
            for f in fields {
                f.filled.set_value(String::new());
                f.value.set(String::new());
                f.error.set(None);
            }
        });
    }

    fn clear_errors(&self) {
        self.fields
            .with_value(|fields| fields.iter().for_each(|f| f.error.set(None)));
    }

    fn has_errors(&self) -> bool {
        self.fields.with_value(|fields| {
            fields
                .iter()
                .any(|f| f.error.with_untracked(Option::is_some))
        })
    }

    fn focus_first_error(&self) {
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
    fn refuse_with(&self, at: usize, message: Message) {
        let field = self.get(at);
        if field.error.with_untracked(Option::is_none) {
            field.error.set(Some(message));
        }
    }

    fn refuse(&self, errors: &ValidationErrors) {
        for e in &errors.0 {
            // A field this form does not show: its message goes on the first field.
            let at = self.position(e.field).unwrap_or(0);
            self.refuse_with(at, rule_message(e.rule));
        }
    }

    /// Places a 400 refusal whose every part names a field of this form (the contract crate's
    /// words, `roleName is already used`) beside those fields; whether it did. Other refusals
    /// are left for the form's error above the fields.
    fn refuse_answer(&self, error: &ApiError) -> bool {
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

    fn send<T: 'static>(
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

    fn text(&self, at: usize) -> String {
        self.get(at).value.get_untracked().trim().to_owned()
    }

    fn day(&self, at: usize) -> String {
        if crate::forms::date_unfinished(&self.id(self.get(at).name)) {
            self.refuse_with(at, CommonKey::DateUnfinished.into());
            return String::new();
        }
        self.text(at)
    }

    fn integer(&self, at: usize, required: bool) -> Option<i64> {
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

    fn choice(&self, at: usize) -> Option<i64> {
        let parsed = self.text(at).parse::<i64>().ok();
        if parsed.is_none() {
            self.refuse_with(at, ConfigKey::RuleRequired.into());
        }
        parsed
    }

    fn json_object(&self, at: usize) -> Option<String> {
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

/// The fields of one form, by their type `F` (see [`FormFields`]); each control's id is
/// `{form}-{name}`. Reading a typed value that does not parse sets that field's error, so a
/// form reads everything, then stops if [`Draft::has_errors`].
pub struct Draft<F: FormFields> {
    core: DraftCore,
    fields: PhantomData<F>,
}

impl<F: FormFields> Clone for Draft<F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F: FormFields> Copy for Draft<F> {}

impl<F: FormFields> Draft<F> {
    /// Every field of `F`, empty, in form `form`.
    pub fn new(form: &'static str) -> Self {
        Self {
            core: DraftCore::new(form, F::ALL.iter().map(|f| f.name())),
            fields: PhantomData,
        }
    }

    /// The control id of `field`.
    #[inline]
    pub fn id(&self, field: F) -> String {
        self.core.id(field.name())
    }

    /// What was typed into `field`.
    #[inline]
    pub fn value(&self, field: F) -> RwSignal<String> {
        self.core.get(field.index()).value
    }

    /// The inline error of `field`.
    #[inline]
    pub fn error(&self, field: F) -> RwSignal<Option<Message>> {
        self.core.get(field.index()).error
    }

    /// Fills `field` (from the record being edited, or with a default): what the field holds
    /// until the person changes it.
    #[inline]
    pub fn set(&self, field: F, text: impl Into<String>) {
        self.core.set(field.index(), text.into());
    }

    /// Fills `field` again from a fresher copy of the record, unless the person changed it
    /// since it was filled: what they typed stays.
    #[inline]
    pub fn refill(&self, field: F, text: impl Into<String>) {
        self.core.refill(field.index(), text.into());
    }

    /// Empties every field and error.
    #[inline]
    pub fn reset(&self) {
        self.core.reset();
    }

    /// Clears every error, before reading the fields again.
    #[inline]
    pub fn clear_errors(&self) {
        self.core.clear_errors();
    }

    /// Whether some field has an error.
    #[inline]
    pub fn has_errors(&self) -> bool {
        self.core.has_errors()
    }

    /// Moves focus to the first field with an error.
    #[inline]
    pub fn focus_first_error(&self) {
        self.core.focus_first_error();
    }

    /// A form's submit: errors cleared, the request built by `read` (which marks the fields
    /// that do not read), then `check` places the refusals of the rules (`draft.refuse`). The
    /// request when nothing was refused; else `None`, with focus on the first refused field.
    pub fn read_checked<T>(
        &self,
        read: impl FnOnce(&Self) -> Option<T>,
        check: impl FnOnce(&T),
    ) -> Option<T> {
        self.clear_errors();
        let request = read(self);
        if let Some(request) = &request {
            check(request);
        }
        if self.has_errors() {
            self.focus_first_error();
            return None;
        }
        request
    }

    /// Places each refused field's message beside it (`refuse` matches the wire name); a
    /// field this form does not show gets the message on the first field.
    #[inline]
    pub fn refuse(&self, errors: &ValidationErrors) {
        self.core.refuse(errors);
    }

    /// Sends like [`Sending::send`]; a refusal that names this form's fields goes beside them,
    /// with focus on the first, instead of above the form (the contract crate's words,
    /// `roleName is already used`; other refusals show above the fields).
    #[inline]
    pub fn send<T: 'static>(
        self,
        sending: Sending,
        request: impl std::future::Future<Output = Result<T, ApiError>> + 'static,
        done: impl FnOnce(T) + 'static,
    ) {
        self.core.send(sending, request, done);
    }

    /// The trimmed text of `field`.
    #[inline]
    pub fn text(&self, field: F) -> String {
        self.core.text(field.index())
    }

    /// The day typed into the date control `field` (`YYYY-MM-DD`, or empty); one left
    /// unfinished is refused, not read as no day.
    #[inline]
    pub fn day(&self, field: F) -> String {
        self.core.day(field.index())
    }

    /// The text of `field`, or `None` when it was left empty.
    #[inline]
    pub fn optional_text(&self, field: F) -> Option<String> {
        Some(self.text(field)).filter(|t| !t.is_empty())
    }

    /// Sets the error of `field`, unless it has one already: for readers of typed values
    /// outside the form machinery (money).
    #[inline]
    pub(crate) fn refuse_with(&self, field: F, message: Message) {
        self.core.refuse_with(field.index(), message);
    }

    /// Whether the checkbox `field` is ticked.
    #[inline]
    pub fn flag(&self, field: F) -> bool {
        self.core.get(field.index()).value.get_untracked() == "true"
    }

    /// The whole number typed into `field`; empty is 0 unless `required`.
    #[inline]
    pub fn integer(&self, field: F, required: bool) -> Option<i64> {
        self.core.integer(field.index(), required)
    }

    /// The value of the select `field`, as the integer its options carry.
    #[inline]
    pub fn choice(&self, field: F) -> Option<i64> {
        self.core.choice(field.index())
    }

    /// The value of the select `field` as one of its enumeration's variants (`from_value`
    /// such as `FeeModel::from_value`); a value the enumeration does not list is refused.
    pub fn choice_as<T>(&self, field: F, from_value: impl Fn(i64) -> Option<T>) -> Option<T> {
        let value = self.choice(field)?;
        let parsed = from_value(value);
        if parsed.is_none() {
            self.core
                .refuse_with(field.index(), ConfigKey::RuleUnknown.into());
        }
        parsed
    }

    /// The JSON object typed into `field`, as text, after checking it parses (required).
    #[inline]
    pub fn json_object(&self, field: F) -> Option<String> {
        self.core.json_object(field.index())
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

#[cfg(test)]
mod tests {
    use leptos::prelude::Owner;
    use portal_api::fees::FeeModel;

    use super::*;
    use crate::forms::form_fields;

    form_fields! {
        /// A form of each kind of field read here.
        enum Field { Bands = "bands", Model = "model", Amount = "amount" }
    }
    use Field::{Amount, Bands, Model};

    fn with_draft(test: impl FnOnce(Draft<Field>)) {
        Owner::new().with(|| test(Draft::new("t")));
    }

    fn error(draft: Draft<Field>, field: Field) -> Option<Message> {
        draft.error(field).get_untracked()
    }

    #[test]
    fn every_field_is_made_with_its_id() {
        with_draft(|draft| {
            let ids: Vec<String> = Field::ALL.iter().map(|&f| draft.id(f)).collect();
            assert_eq!(ids, ["t-bands", "t-model", "t-amount"]);
            for &field in Field::ALL {
                assert_eq!(Field::ALL[field.index()], field);
                assert!(draft.core.has(field.name()));
            }
            let names = draft.core.snapshot().map(|f| f.into_iter().map(|(n, _)| n));
            assert!(names.is_some_and(|n| n.eq(["bands", "model", "amount"])));
            draft.set(Amount, "7");
            assert_eq!(draft.value(Amount).get_untracked(), "7");
            assert_eq!(draft.value(Bands).get_untracked(), "");
        });
    }

    #[test]
    fn a_refusal_of_a_field_not_shown_goes_on_the_first() {
        use portal_api::validation::FieldError;
        with_draft(|draft| {
            let refused = |field| FieldError {
                field,
                rule: Rule::Required,
            };
            draft.refuse(&ValidationErrors(vec![refused("amount"), refused("other")]));
            assert_eq!(error(draft, Amount), Some(ConfigKey::RuleRequired.into()));
            assert_eq!(error(draft, Bands), Some(ConfigKey::RuleRequired.into()));
            assert_eq!(error(draft, Model), None);
        });
    }

    #[test]
    fn places_a_refusal_naming_its_fields() {
        let refusal = |code, message: &str| ApiError::Server {
            status: 400,
            code,
            message: Some(message.to_owned()),
        };
        with_draft(|draft| {
            let other = refusal(ErrorCode::InternalError, "amount is already used");
            assert!(!draft.core.refuse_answer(&other));
            let unknown = refusal(
                ErrorCode::InvalidParameter,
                "amount is already used; x is required",
            );
            assert!(!draft.core.refuse_answer(&unknown));
            assert_eq!(error(draft, Amount), None);
            let taken = refusal(ErrorCode::InvalidParameter, "amount is already used");
            assert!(draft.core.refuse_answer(&taken));
            assert_eq!(error(draft, Amount), Some(ConfigKey::RuleTaken.into()));
        });
    }

    #[test]
    fn a_whole_number_too_large_is_said_as_such() {
        with_draft(|draft| {
            draft.set(Amount, "12,345");
            assert_eq!(draft.integer(Amount, true), Some(12_345));
            draft.set(Amount, "99999999999999999999999");
            assert_eq!(draft.integer(Amount, true), None);
            assert_eq!(error(draft, Amount), Some(ConfigKey::NumberTooLarge.into()));
            draft.clear_errors();
            draft.set(Amount, "12.5");
            assert_eq!(draft.integer(Amount, true), None);
            assert_eq!(error(draft, Amount), Some(ConfigKey::NotWholeNumber.into()));
        });
    }

    #[test]
    fn choices_outside_the_enumeration_are_refused() {
        with_draft(|draft| {
            draft.set(Model, "4");
            assert_eq!(
                draft.choice_as(Model, FeeModel::from_value),
                Some(FeeModel::Bands)
            );
            draft.set(Model, "9");
            assert_eq!(draft.choice_as(Model, FeeModel::from_value), None);
            assert_eq!(error(draft, Model), Some(ConfigKey::RuleUnknown.into()));
        });
    }
}
