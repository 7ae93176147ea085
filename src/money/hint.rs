//! Hints that read back what was typed: an amount in minor units in the form's currency, a fee rate as a percentage.

use leptos::prelude::*;
use portal_api::currency;
use portal_api::decimal::DecimalString;

use super::amount_text;
use crate::forms::{Draft, FormFields};
use crate::i18n::{
    decimal_from_typing, localize_number, ConfigKey, ExchangeConfigKey, Message, Typed,
};

/// "That is 2.50 USD." for the whole number typed in `field`, in the currency chosen in
/// `currency_field` (so 250 reads 250 JPY or 0.250 KWD where it is); with only the currency
/// known, how its minor units count; `fallback` until then.
pub fn minor_units_hint<F: FormFields>(
    draft: Draft<F>,
    currency_field: F,
    field: F,
    fallback: Message,
) -> Signal<Option<Message>> {
    Signal::derive(move || {
        let chosen = draft
            .value(currency_field)
            .with(|v| v.parse().ok().and_then(currency::by_value));
        Some(match (chosen, draft.peek_integer(field)) {
            (Some(c), Some(amount)) => Message::with(
                ExchangeConfigKey::MinorUnitsIs,
                &[("amount", amount_text(amount, Some(c.value)))],
            ),
            // The example in the chosen currency: 150 is 1.50 USD but 150 JPY.
            (Some(c), None) => Message::with(
                ExchangeConfigKey::MinorUnitsOf,
                &[
                    ("currency", c.code.to_owned()),
                    ("example", amount_text(150, Some(c.value))),
                ],
            ),
            _ => fallback.clone(),
        })
    })
}

/// "That is 1.5% of the amount." for a fee rate (a fraction) typed in `value`; `fallback` while
/// it does not read as one above 0 and at most 1.
pub fn fee_rate_hint(value: RwSignal<String>, fallback: Message) -> Signal<Option<Message>> {
    Signal::derive(move || {
        let typed = value.with(|v| decimal_from_typing(v.trim()));
        let rate = match typed {
            Typed::Read(text) => DecimalString::parse(&text).ok(),
            Typed::Ambiguous { .. } => None,
        };
        Some(match rate {
            Some(rate) if !rate.is_zero() && rate.at_most_one() => Message::with(
                ConfigKey::FeeRateIs,
                &[("percent", localize_number(&rate.percent()))],
            ),
            _ => fallback.clone(),
        })
    })
}
