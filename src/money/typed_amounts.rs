//! The money a form's draft reads: decimals typed the locale's way, amounts in their
//! currency's major units, fee rates as percentages, and a fee's parts.

use portal_api::currency::Currency;
use portal_api::decimal::{DecimalError, DecimalString, DECIMAL_MAX_LEN};
use portal_api::fees::{FeeBands, FeeModel};
use portal_api::validation::Rule;

use super::band_rows::BandRows;
use super::units::{major_units, minor_units, rate_of_percent, UnitsError};
use crate::forms::{rule_message, Draft, FormFields};
use crate::i18n::{decimal_for_typing, ConfigKey, Message, Typed};

/// The decimal in `text` as typed in the shown locale, or the message saying why it is not
/// one; `None` when it is empty.
pub(super) fn read_decimal(text: &str) -> Result<Option<DecimalString>, Message> {
    if text.is_empty() {
        return Ok(None);
    }
    let typed = match crate::i18n::decimal_from_typing(text) {
        Typed::Read(typed) => typed,
        Typed::Ambiguous { whole, decimal } => {
            let ways = [("whole", whole), ("decimal", decimal)];
            return Err(Message::with(ConfigKey::PointAmbiguous, &ways));
        }
    };
    match DecimalString::parse(&typed) {
        Ok(parsed) => Ok(Some(parsed)),
        Err(DecimalError::TooLong) => Err(rule_message(Rule::TooLong(DECIMAL_MAX_LEN))),
        // A minus before a number that reads is a sign the field cannot take, not a typo.
        Err(_)
            if typed
                .strip_prefix('-')
                .is_some_and(|rest| DecimalString::parse(rest).is_ok()) =>
        {
            Err(ConfigKey::NotNegative.into())
        }
        Err(_) => Err(ConfigKey::NotDecimal.into()),
    }
}

/// The minor units of an amount typed in major units of `currency`; without a currency (not
/// chosen yet, refused at its own field) only whether it reads is checked, and 0 stands in.
pub(super) fn read_amount(text: &str, currency: Option<Currency>) -> Result<Option<i64>, Message> {
    let Some(major) = read_decimal(text)? else {
        return Ok(None);
    };
    let Some(currency) = currency else {
        return Ok(Some(0));
    };
    match minor_units(&major, currency.exponent()) {
        Ok(minor) => Ok(Some(minor)),
        Err(UnitsError::TooLarge) => Err(ConfigKey::NumberTooLarge.into()),
        Err(UnitsError::TooManyDecimals) if currency.exponent() == 0 => Err(Message::with(
            ConfigKey::AmountNoDecimals,
            &[("currency", currency.code.to_owned())],
        )),
        Err(UnitsError::TooManyDecimals) => Err(Message::with(
            ConfigKey::AmountTooManyDecimals,
            &[
                ("currency", currency.code.to_owned()),
                ("places", currency.exponent().to_string()),
            ],
        )),
    }
}

/// The fee rate (a fraction) of a percentage typed in the shown locale ("2.9" is 0.029).
pub(super) fn read_percent(text: &str) -> Result<Option<DecimalString>, Message> {
    let Some(percent) = read_decimal(text)? else {
        return Ok(None);
    };
    rate_of_percent(&percent)
        .map(Some)
        .ok_or_else(|| rule_message(Rule::TooLong(DECIMAL_MAX_LEN)))
}

/// An amount in minor units as a form shows it for typing: major units of `currency` with the
/// shown locale's decimal mark ("1,50" in Vietnamese); the bare count without a currency.
pub(super) fn amount_for_typing(minor: i64, currency: Option<Currency>) -> String {
    let exponent = currency.map_or(0, Currency::exponent);
    decimal_for_typing(&major_units(minor, exponent))
}

impl<F: FormFields> Draft<F> {
    /// What `field` holds, read by `read`: `Some` of its value, or `empty` when nothing was
    /// typed (refused when `required`); a refusal goes beside the field and gives `None`.
    fn read_with<T>(
        &self,
        field: F,
        required: bool,
        empty: T,
        read: impl FnOnce(&str) -> Result<Option<T>, Message>,
    ) -> Option<T> {
        match read(&self.text(field)) {
            Ok(Some(value)) => Some(value),
            Ok(None) if !required => Some(empty),
            Ok(None) => {
                self.refuse_with(field, ConfigKey::RuleRequired.into());
                None
            }
            Err(message) => {
                self.refuse_with(field, message);
                None
            }
        }
    }

    /// The currency chosen in the select `field`, if any (untracked: for reading a form).
    pub fn currency(&self, field: F) -> Option<Currency> {
        self.text(field)
            .parse()
            .ok()
            .and_then(portal_api::currency::by_value)
    }

    /// Fills `field` with a decimal the API wrote, as the shown locale types it ("0,0025" in
    /// Vietnamese), or empty without one.
    pub fn set_decimal(&self, field: F, decimal: Option<&DecimalString>) {
        let text = decimal.map(|d| decimal_for_typing(d.as_str()));
        self.set(field, text.unwrap_or_default());
    }

    /// The decimal typed into `field`, kept as text; empty is `0` unless `required`.
    pub fn decimal(&self, field: F, required: bool) -> Option<DecimalString> {
        self.read_with(field, required, DecimalString::zero(), read_decimal)
    }

    /// Fills `field` with an amount in minor units, shown in major units of `currency`
    /// ("1.50" for 150 USD), or empty without one.
    pub fn set_amount(&self, field: F, minor: Option<i64>, currency: Option<Currency>) {
        let text = minor.map(|m| amount_for_typing(m, currency));
        self.set(field, text.unwrap_or_default());
    }

    /// The amount typed into `field` in major units of `currency`, in minor units for the
    /// wire ("1.50" USD is 150); more decimals than the currency has are refused, never
    /// rounded. Empty is 0 unless `required`.
    pub fn amount(&self, field: F, currency: Option<Currency>, required: bool) -> Option<i64> {
        self.read_with(field, required, 0, |text| read_amount(text, currency))
    }

    /// Fills `field` with a fee rate (a fraction) as the percentage people type ("2.9" for
    /// 0.029), or empty without one.
    pub fn set_percent(&self, field: F, rate: Option<&DecimalString>) {
        let text = rate.map(|r| decimal_for_typing(&r.percent()));
        self.set(field, text.unwrap_or_default());
    }

    /// The percentage typed into `field` as the fee rate the wire carries ("2.9" is 0.029);
    /// empty is 0 unless `required`.
    pub fn percent(&self, field: F, required: bool) -> Option<DecimalString> {
        self.read_with(field, required, DecimalString::zero(), read_percent)
    }

    /// The bands typed in `rows`, bounds in `currency` (see [`BandRows::read`]); a refused
    /// row also marks `field`, the bands as a whole, so the form stops there.
    pub fn fee_bands(
        &self,
        field: F,
        rows: BandRows,
        currency: Option<Currency>,
    ) -> Option<Option<FeeBands>> {
        let bands = rows.read(currency);
        if bands.is_none() {
            self.refuse_with(field, ConfigKey::BandsCheckRows.into());
        }
        bands
    }

    /// A fee's fixed amount (`fixed`, in major units of `currency`) and rate (`rate`, a
    /// percentage) under `model`: the parts the model computes with must be typed, so a fee
    /// is never free by a field left empty (a deliberate 0 is typed as 0); a part the model
    /// does not use is 0 when left empty.
    pub fn fee_parts(
        &self,
        model: Option<FeeModel>,
        (fixed, currency): (F, Option<Currency>),
        rate: F,
    ) -> (Option<i64>, Option<DecimalString>) {
        let uses = |part: fn(FeeModel) -> bool| model.is_some_and(part);
        (
            self.amount(fixed, currency, uses(FeeModel::uses_fixed_amount)),
            self.percent(rate, uses(FeeModel::uses_rate)),
        )
    }
}

#[cfg(test)]
mod tests {
    use leptos::prelude::*;
    use portal_api::currency::{JPY, KWD, USD};

    use super::*;
    use crate::forms::form_fields;

    form_fields! {
        /// A form with an amount and a rate.
        enum Field { Amount = "amount", Rate = "rate" }
    }
    use Field::{Amount, Rate};

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
    fn amounts_are_typed_in_major_units_of_their_currency() {
        with_draft(|draft| {
            draft.set(Amount, "1.50");
            assert_eq!(draft.amount(Amount, Some(USD), true), Some(150));
            assert_eq!(draft.amount(Amount, Some(KWD), true), Some(1500));
            assert_eq!(error(draft, Amount), None);
            draft.set(Amount, "1,234.5");
            assert_eq!(draft.amount(Amount, Some(USD), true), Some(123_450));
            draft.set(Amount, "");
            assert_eq!(draft.amount(Amount, Some(USD), false), Some(0));
            assert_eq!(draft.amount(Amount, None, true), None);
            assert_eq!(error(draft, Amount), Some(ConfigKey::RuleRequired.into()));
        });
    }

    #[test]
    fn too_many_decimals_for_the_currency_are_refused_beside_the_field() {
        with_draft(|draft| {
            draft.set(Amount, "1.505");
            assert_eq!(draft.amount(Amount, Some(USD), true), None);
            let places = [("currency", "USD".to_owned()), ("places", "2".to_owned())];
            let said = Message::with(ConfigKey::AmountTooManyDecimals, &places);
            assert_eq!(error(draft, Amount), Some(said));
            assert_eq!(
                draft.value(Amount).get_untracked(),
                "1.505",
                "kept as typed"
            );
            draft.clear_errors();
            draft.set(Amount, "2.5");
            assert_eq!(draft.amount(Amount, Some(JPY), true), None);
            let whole = Message::with(ConfigKey::AmountNoDecimals, &[("currency", "JPY".into())]);
            assert_eq!(error(draft, Amount), Some(whole));
            draft.clear_errors();
            draft.set(Amount, "2.5");
            assert_eq!(draft.amount(Amount, None, true), Some(0), "no currency yet");
        });
    }

    #[test]
    fn amounts_fill_in_major_units() {
        with_draft(|draft| {
            draft.set_amount(Amount, Some(150), Some(USD));
            assert_eq!(draft.value(Amount).get_untracked(), "1.50");
            draft.set_amount(Amount, Some(1500), Some(JPY));
            assert_eq!(draft.value(Amount).get_untracked(), "1500");
            draft.set_amount(Amount, None, Some(USD));
            assert_eq!(draft.value(Amount).get_untracked(), "");
        });
    }

    #[test]
    fn rates_are_typed_as_percentages() {
        with_draft(|draft| {
            let rate = DecimalString::parse("0.029").ok();
            draft.set_percent(Rate, rate.as_ref());
            assert_eq!(draft.value(Rate).get_untracked(), "2.9");
            assert_eq!(draft.percent(Rate, true), rate);
            draft.set(Rate, "");
            assert_eq!(draft.percent(Rate, false), Some(DecimalString::zero()));
            draft.set(Rate, "-2");
            assert_eq!(draft.percent(Rate, true), None);
            assert_eq!(error(draft, Rate), Some(ConfigKey::NotNegative.into()));
        });
    }

    #[test]
    fn a_fee_model_needs_the_parts_it_computes_with() {
        with_draft(|draft| {
            let parts = draft.fee_parts(Some(FeeModel::Fixed), (Amount, Some(USD)), Rate);
            assert_eq!(parts, (None, Some(DecimalString::zero())));
            assert_eq!(error(draft, Amount), Some(ConfigKey::RuleRequired.into()));
            assert_eq!(error(draft, Rate), None);
        });
    }
}
