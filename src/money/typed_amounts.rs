//! The money a form's draft reads: decimals typed the locale's way, a fee's parts and its bands.

use portal_api::decimal::{DecimalError, DecimalString, DECIMAL_MAX_LEN};
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::validation::Rule;

use crate::forms::{json_position, rule_message, Draft, FormFields};
use crate::i18n::{ConfigKey, Message, Typed};

impl<F: FormFields> Draft<F> {
    /// Fills `field` with a decimal the API wrote, as the shown locale types it ("0,0025" in
    /// Vietnamese), or empty without one.
    pub fn set_decimal(&self, field: F, decimal: Option<&DecimalString>) {
        let text = decimal.map(|d| crate::i18n::decimal_for_typing(d.as_str()));
        self.set(field, text.unwrap_or_default());
    }

    /// The decimal typed into `field`, kept as text; empty is `0` unless `required`.
    pub fn decimal(&self, field: F, required: bool) -> Option<DecimalString> {
        let text = self.text(field);
        if text.is_empty() && !required {
            return Some(DecimalString::zero());
        }
        if text.is_empty() {
            self.refuse_with(field, ConfigKey::RuleRequired.into());
            return None;
        }
        let typed = match crate::i18n::decimal_from_typing(&text) {
            Typed::Read(typed) => typed,
            Typed::Ambiguous { whole, decimal } => {
                let ways = [("whole", whole), ("decimal", decimal)];
                self.refuse_with(field, Message::with(ConfigKey::PointAmbiguous, &ways));
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
        self.refuse_with(field, refusal);
        None
    }

    /// A fee's fixed amount (`fixed`) and rate (`rate`) under `model`: the parts the model
    /// computes with must be typed, so a fee is never free by a field left empty (a
    /// deliberate 0 is typed as 0); a part the model does not use is 0 when left empty.
    pub fn fee_parts(
        &self,
        model: Option<FeeModel>,
        fixed: F,
        rate: F,
    ) -> (Option<i64>, Option<DecimalString>) {
        let uses = |part: fn(FeeModel) -> bool| model.is_some_and(part);
        (
            self.integer(fixed, uses(FeeModel::uses_fixed_amount)),
            self.decimal(rate, uses(FeeModel::uses_rate)),
        )
    }

    /// The fee bands typed into `field` as JSON: `Some(None)` when left empty; `None` (with
    /// the field's error set) when it is not JSON or not shaped as bands. Whether the bands
    /// rise and end open is portal-api's check, run on the whole request.
    pub fn fee_bands(&self, field: F) -> Option<Option<FeeBands>> {
        if self.text(field).is_empty() {
            return Some(None);
        }
        let text = self.json_object(field)?;
        match serde_json::from_str::<FeeBands>(&text) {
            Ok(bands) => Some(Some(bands)),
            Err(e) => {
                let message = Message::with(ConfigKey::NotBands, &json_position(&e));
                self.refuse_with(field, message);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use leptos::prelude::*;

    use super::*;
    use crate::forms::form_fields;

    form_fields! {
        /// A form with a decimal and fee bands.
        enum Field { Bands = "bands", Amount = "amount" }
    }
    use Field::{Amount, Bands};

    fn with_draft(test: impl FnOnce(Draft<Field>)) {
        Owner::new().with(|| test(Draft::new("t")));
    }

    fn error(draft: Draft<Field>, field: Field) -> Option<Message> {
        draft.error(field).get_untracked()
    }

    #[test]
    fn a_negative_decimal_is_said_as_such() {
        with_draft(|draft| {
            draft.set(Amount, "-1.5");
            assert_eq!(draft.decimal(Amount, true), None);
            assert_eq!(error(draft, Amount), Some(ConfigKey::NotNegative.into()));
            draft.clear_errors();
            draft.set(Amount, "1.5.2");
            assert_eq!(draft.decimal(Amount, true), None);
            assert_eq!(error(draft, Amount), Some(ConfigKey::NotDecimal.into()));
        });
    }

    #[test]
    fn reads_fee_bands_and_says_what_is_wrong() {
        with_draft(|draft| {
            assert_eq!(draft.fee_bands(Bands), Some(None));
            draft.set(Bands, r#"{"bands": ["#);
            assert_eq!(draft.fee_bands(Bands), None);
            assert!(
                matches!(error(draft, Bands), Some(Message::With(key, _)) if key == ConfigKey::NotJson.into())
            );
            draft.clear_errors();
            draft.set(Bands, r#"{"bands": [{"upTo": "x"}]}"#);
            assert_eq!(draft.fee_bands(Bands), None);
            assert!(
                matches!(error(draft, Bands), Some(Message::With(key, _)) if key == ConfigKey::NotBands.into())
            );
            draft.clear_errors();
            draft.set(Bands, r#"{"bands": [{"upTo": null, "feeRate": "0.01"}]}"#);
            let bands = draft.fee_bands(Bands).flatten().map(|b| b.bands.len());
            assert_eq!((bands, error(draft, Bands)), (Some(1), None));
        });
    }
}
