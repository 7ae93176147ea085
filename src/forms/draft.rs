//! A form's fields by wire name: what was typed, read as typed values, and refusals placed
//! beside the fields they concern.

use leptos::prelude::*;
use portal_api::decimal::{DecimalError, DecimalString, DECIMAL_MAX_LEN};
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::validation::{Rule, ValidationErrors};
use portal_api::ErrorCode;
use serde::de::DeserializeOwned;

use crate::api::ApiError;
use crate::components::focus_by_id;
use crate::forms::send_form;
use crate::i18n::{CommonKey, ConfigKey, Message, Typed};

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

/// The fields of one form, by wire name (`templateName`); each control's id is
/// `{form}-{name}`. Reading a typed value that does not parse sets that field's error, so a
/// form reads everything, then stops if [`Draft::has_errors`].
#[derive(Clone, Copy)]
pub struct Draft {
    form: &'static str,
    fields: StoredValue<Vec<DraftField>>,
}

impl Draft {
    /// Empty fields named `names` in form `form`.
    pub fn new(form: &'static str, names: &[&'static str]) -> Self {
        let fields = names
            .iter()
            .map(|&name| DraftField {
                name,
                value: RwSignal::new(String::new()),
                filled: StoredValue::new(String::new()),
                error: RwSignal::new(None),
            })
            .collect();
        let draft = Self {
            form,
            fields: StoredValue::new(fields),
        };
        crate::forms::kept_forms::track(draft);
        draft
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

    /// Whether the form has a field `name`.
    pub(super) fn has(&self, name: &str) -> bool {
        self.fields
            .try_with_value(|f| f.iter().any(|f| f.name == name))
            .unwrap_or(false)
    }

    fn get(&self, name: &str) -> DraftField {
        self.fields
            .with_value(|f| f.iter().find(|f| f.name == name).copied())
            .unwrap_or_else(|| panic!("form {} has no field {name}", self.form))
    }

    /// The control id of `name`.
    pub fn id(&self, name: &str) -> String {
        format!("{}-{name}", self.form)
    }

    /// What was typed into `name`.
    pub fn value(&self, name: &str) -> RwSignal<String> {
        self.get(name).value
    }

    /// The inline error of `name`.
    pub fn error(&self, name: &str) -> RwSignal<Option<Message>> {
        self.get(name).error
    }

    /// Fills `name` (from the record being edited, or with a default): what the field holds
    /// until the person changes it.
    pub fn set(&self, name: &str, text: impl Into<String>) {
        let field = self.get(name);
        let text = text.into();
        field.filled.set_value(text.clone());
        field.value.set(text);
    }

    /// Fills `name` with a decimal the API wrote, as the shown locale types it ("0,0025" in
    /// Vietnamese), or empty without one.
    pub fn set_decimal(&self, name: &str, decimal: Option<&DecimalString>) {
        let text = decimal.map(|d| crate::i18n::decimal_for_typing(d.as_str()));
        self.set(name, text.unwrap_or_default());
    }

    /// Fills `name` again from a fresher copy of the record, unless the person changed it
    /// since it was filled: what they typed stays.
    pub fn refill(&self, name: &str, text: impl Into<String>) {
        let field = self.get(name);
        let untouched = field
            .filled
            .with_value(|filled| field.value.with_untracked(|v| v == filled));
        if untouched {
            self.set(name, text);
        }
    }

    /// Puts back what the person had typed into `name` (not a fill: it stays an edit).
    pub(super) fn put_back(&self, name: &str, text: &str) {
        self.get(name).value.set(text.to_owned());
    }

    /// Empties every field and error.
    pub fn reset(&self) {
        self.fields.with_value(|fields| {
            for f in fields {
                f.filled.set_value(String::new());
                f.value.set(String::new());
                f.error.set(None);
            }
        });
    }

    /// Clears every error, before reading the fields again.
    pub fn clear_errors(&self) {
        self.fields
            .with_value(|fields| fields.iter().for_each(|f| f.error.set(None)));
    }

    /// Whether some field has an error.
    pub fn has_errors(&self) -> bool {
        self.fields.with_value(|fields| {
            fields
                .iter()
                .any(|f| f.error.with_untracked(Option::is_some))
        })
    }

    /// Moves focus to the first field with an error.
    pub fn focus_first_error(&self) {
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

    fn refuse_with(&self, name: &str, message: Message) {
        let field = self.get(name);
        if field.error.with_untracked(Option::is_none) {
            field.error.set(Some(message));
        }
    }

    /// Places each refused field's message beside it; a field this form does not show gets
    /// the message on the first field.
    pub fn refuse(&self, errors: &ValidationErrors) {
        for e in &errors.0 {
            let known = self
                .fields
                .with_value(|f| f.iter().any(|f| f.name == e.field));
            let name = if known {
                e.field
            } else {
                self.fields.with_value(|f| f[0].name)
            };
            self.refuse_with(name, rule_message(e.rule));
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
        if !refused.iter().all(|(field, _)| self.has(field)) {
            return false;
        }
        for (field, rule) in refused {
            self.refuse_with(field, rule_message(rule));
        }
        true
    }

    /// Sends like [`send_form`]; a refusal that names this form's fields goes beside them,
    /// with focus on the first, instead of above the form ([`Self::refuse_answer`]).
    pub fn send<T: 'static>(
        self,
        pending: RwSignal<bool>,
        error: RwSignal<Option<ApiError>>,
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
        send_form(pending, error, request, move |answer| match answer {
            Some(answer) => done(answer),
            None => self.focus_first_error(),
        });
    }

    /// The trimmed text of `name`.
    pub fn text(&self, name: &str) -> String {
        self.get(name).value.get_untracked().trim().to_owned()
    }

    /// The day typed into the date control `name` (`YYYY-MM-DD`, or empty); one left
    /// unfinished is refused, not read as no day.
    pub fn day(&self, name: &str) -> String {
        if crate::forms::date_unfinished(&self.id(name)) {
            self.refuse_with(name, CommonKey::DateUnfinished.into());
            return String::new();
        }
        self.text(name)
    }

    /// The text of `name`, or `None` when it was left empty.
    pub fn optional_text(&self, name: &str) -> Option<String> {
        Some(self.text(name)).filter(|t| !t.is_empty())
    }

    /// Whether the checkbox `name` is ticked.
    pub fn flag(&self, name: &str) -> bool {
        self.get(name).value.get_untracked() == "true"
    }

    /// The whole number typed into `name`; empty is 0 unless `required`.
    pub fn integer(&self, name: &str, required: bool) -> Option<i64> {
        let text = self.text(name);
        if text.is_empty() && !required {
            return Some(0);
        }
        if text.is_empty() {
            self.refuse_with(name, ConfigKey::RuleRequired.into());
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
            self.refuse_with(name, key.into());
        }
        parsed
    }

    /// The whole number in `name` as typed so far, or `None` (tracked; sets no error): for
    /// hints that follow the typing.
    pub fn peek_integer(&self, name: &str) -> Option<i64> {
        self.get(name)
            .value
            .with(|v| crate::i18n::integer_from_typing(v.trim()).parse().ok())
    }

    /// The decimal typed into `name`, kept as text; empty is `0` unless `required`.
    pub fn decimal(&self, name: &str, required: bool) -> Option<DecimalString> {
        let text = self.text(name);
        if text.is_empty() && !required {
            return Some(DecimalString::zero());
        }
        if text.is_empty() {
            self.refuse_with(name, ConfigKey::RuleRequired.into());
            return None;
        }
        let typed = match crate::i18n::decimal_from_typing(&text) {
            Typed::Read(typed) => typed,
            Typed::Ambiguous { whole, decimal } => {
                let ways = [("whole", whole), ("decimal", decimal)];
                self.refuse_with(name, Message::with(ConfigKey::PointAmbiguous, &ways));
                return None;
            }
        };
        let refusal = match DecimalString::parse(&typed) {
            Ok(parsed) => return Some(parsed),
            Err(DecimalError::TooLong) => rule_message(Rule::TooLong(DECIMAL_MAX_LEN)),
            // A minus before a number that reads is a sign the field cannot take, not a typo.
            Err(_)
                if typed
                    .strip_prefix('-')
                    .is_some_and(|rest| DecimalString::parse(rest).is_ok()) =>
            {
                ConfigKey::NotNegative.into()
            }
            Err(_) => ConfigKey::NotDecimal.into(),
        };
        self.refuse_with(name, refusal);
        None
    }

    /// A fee's fixed amount (`fixed`) and rate (`rate`) under `model`: the parts the model
    /// computes with must be typed, so a fee is never free by a field left empty (a
    /// deliberate 0 is typed as 0); a part the model does not use is 0 when left empty.
    pub fn fee_parts(
        &self,
        model: Option<FeeModel>,
        fixed: &str,
        rate: &str,
    ) -> (Option<i64>, Option<DecimalString>) {
        let uses = |part: fn(FeeModel) -> bool| model.is_some_and(part);
        (
            self.integer(fixed, uses(FeeModel::uses_fixed_amount)),
            self.decimal(rate, uses(FeeModel::uses_rate)),
        )
    }

    /// The value of the select `name`, as the integer its options carry.
    pub fn choice(&self, name: &str) -> Option<i64> {
        let parsed = self.text(name).parse::<i64>().ok();
        if parsed.is_none() {
            self.refuse_with(name, ConfigKey::RuleRequired.into());
        }
        parsed
    }

    /// The value of the select `name` as one of its enumeration's variants (`from_value`
    /// such as `FeeModel::from_value`); a value the enumeration does not list is refused.
    pub fn choice_as<T>(&self, name: &str, from_value: impl Fn(i64) -> Option<T>) -> Option<T> {
        let value = self.choice(name)?;
        let parsed = from_value(value);
        if parsed.is_none() {
            self.refuse_with(name, ConfigKey::RuleUnknown.into());
        }
        parsed
    }

    /// The fee bands typed into `name` as JSON: `Some(None)` when left empty; `None` (with
    /// the field's error set) when it is not JSON or not shaped as bands. Whether the bands
    /// rise and end open is portal-api's check, run on the whole request.
    pub fn fee_bands(&self, name: &str) -> Option<Option<FeeBands>> {
        if self.text(name).is_empty() {
            return Some(None);
        }
        let text = self.json_object(name)?;
        match serde_json::from_str::<FeeBands>(&text) {
            Ok(bands) => Some(Some(bands)),
            Err(e) => {
                self.refuse_with(name, Message::with(ConfigKey::NotBands, &json_position(&e)));
                None
            }
        }
    }

    /// The JSON object typed into `name`, as text, after checking it parses (required).
    pub fn json_object(&self, name: &str) -> Option<String> {
        let text = self.text(name);
        if text.is_empty() {
            self.refuse_with(name, ConfigKey::RuleRequired.into());
            return None;
        }
        match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(serde_json::Value::Object(_)) => Some(text),
            Ok(_) => {
                self.refuse_with(name, ConfigKey::RuleNotJsonObject.into());
                None
            }
            Err(e) => {
                self.refuse_with(name, not_json(&e));
                None
            }
        }
    }

    /// The JSON typed into `name` read as a `T`, `Some(None)` when it was left empty; text
    /// that is not JSON, or JSON of another shape, sets the field's error and gives `None`.
    pub fn optional_json<T: DeserializeOwned>(&self, name: &str) -> Option<Option<T>> {
        let text = self.text(name);
        if text.is_empty() {
            return Some(None);
        }
        let refused = |message: Message| {
            self.refuse_with(name, message);
            None
        };
        match serde_json::from_str::<serde_json::Value>(&text) {
            Err(e) => refused(not_json(&e)),
            Ok(value) => match serde_json::from_value(value) {
                Ok(parsed) => Some(Some(parsed)),
                // The decoder's own words are English: the field's hint shows the shape.
                Err(_) => refused(ConfigKey::WrongShape.into()),
            },
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

#[cfg(test)]
mod tests {
    use leptos::prelude::Owner;
    use portal_api::fees::FeeModel;

    use super::*;

    fn with_draft(test: impl FnOnce(Draft)) {
        Owner::new().with(|| test(Draft::new("t", &["bands", "model", "amount"])));
    }

    fn error(draft: Draft, name: &str) -> Option<Message> {
        draft.error(name).get_untracked()
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
            assert!(!draft.refuse_answer(&other));
            let unknown = refusal(
                ErrorCode::InvalidParameter,
                "amount is already used; x is required",
            );
            assert!(!draft.refuse_answer(&unknown));
            assert_eq!(error(draft, "amount"), None);
            let taken = refusal(ErrorCode::InvalidParameter, "amount is already used");
            assert!(draft.refuse_answer(&taken));
            assert_eq!(error(draft, "amount"), Some(ConfigKey::RuleTaken.into()));
        });
    }

    #[test]
    fn a_whole_number_too_large_is_said_as_such() {
        with_draft(|draft| {
            draft.set("amount", "12,345");
            assert_eq!(draft.integer("amount", true), Some(12_345));
            draft.set("amount", "99999999999999999999999");
            assert_eq!(draft.integer("amount", true), None);
            assert_eq!(
                error(draft, "amount"),
                Some(ConfigKey::NumberTooLarge.into())
            );
            draft.clear_errors();
            draft.set("amount", "12.5");
            assert_eq!(draft.integer("amount", true), None);
            assert_eq!(
                error(draft, "amount"),
                Some(ConfigKey::NotWholeNumber.into())
            );
        });
    }

    #[test]
    fn a_negative_decimal_is_said_as_such() {
        with_draft(|draft| {
            draft.set("amount", "-1.5");
            assert_eq!(draft.decimal("amount", true), None);
            assert_eq!(error(draft, "amount"), Some(ConfigKey::NotNegative.into()));
            draft.clear_errors();
            draft.set("amount", "1.5.2");
            assert_eq!(draft.decimal("amount", true), None);
            assert_eq!(error(draft, "amount"), Some(ConfigKey::NotDecimal.into()));
        });
    }

    #[test]
    fn reads_fee_bands_and_says_what_is_wrong() {
        with_draft(|draft| {
            assert_eq!(draft.fee_bands("bands"), Some(None));
            draft.set("bands", r#"{"bands": ["#);
            assert_eq!(draft.fee_bands("bands"), None);
            assert!(
                matches!(error(draft, "bands"), Some(Message::With(key, _)) if key == ConfigKey::NotJson.into())
            );
            draft.clear_errors();
            draft.set("bands", r#"{"bands": [{"upTo": "x"}]}"#);
            assert_eq!(draft.fee_bands("bands"), None);
            assert!(
                matches!(error(draft, "bands"), Some(Message::With(key, _)) if key == ConfigKey::NotBands.into())
            );
            draft.clear_errors();
            draft.set("bands", r#"{"bands": [{"upTo": null, "feeRate": "0.01"}]}"#);
            let bands = draft.fee_bands("bands").flatten().map(|b| b.bands.len());
            assert_eq!((bands, error(draft, "bands")), (Some(1), None));
        });
    }

    #[test]
    fn choices_outside_the_enumeration_are_refused() {
        with_draft(|draft| {
            draft.set("model", "4");
            assert_eq!(
                draft.choice_as("model", FeeModel::from_value),
                Some(FeeModel::Bands)
            );
            draft.set("model", "9");
            assert_eq!(draft.choice_as("model", FeeModel::from_value), None);
            assert_eq!(error(draft, "model"), Some(ConfigKey::RuleUnknown.into()));
        });
    }

    #[test]
    fn peeks_at_whole_numbers_as_typed() {
        with_draft(|draft| {
            draft.set("amount", " 1,250 ");
            assert_eq!(draft.peek_integer("amount"), Some(1250));
            draft.set("amount", "12.5");
            assert_eq!(draft.peek_integer("amount"), None);
            assert_eq!(error(draft, "amount"), None, "peeking sets no error");
        });
    }
}
