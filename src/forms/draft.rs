//! A form's fields, named by its own type of fields: what was typed, read as typed values, and
//! refusals placed beside them; each draft is kept across a reload (`kept_forms`).

use std::marker::PhantomData;

use leptos::prelude::*;

use crate::api::ApiError;
use crate::forms::draft_core::DraftCore;
use crate::forms::{kept_forms, FormFields, Sending};
use crate::i18n::{ConfigKey, Message};
use portal_api::validation::ValidationErrors;

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
        let core = DraftCore::new(form, F::ALL.iter().map(|f| f.name()));
        kept_forms::track(core);
        Self {
            core,
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

#[cfg(test)]
mod tests {
    use leptos::prelude::Owner;
    use portal_api::fees::FeeModel;
    use portal_api::validation::Rule;
    use portal_api::ErrorCode;

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
