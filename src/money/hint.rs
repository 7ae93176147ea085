//! The hint under an amount typed in minor units: what it is in the form's currency.

use leptos::prelude::*;
use portal_api::currency;

use super::amount_text;
use crate::components::Draft;
use crate::i18n::{ExchangeConfigKey, Message};

/// "That is 2.50 USD." for the whole number typed in `field`, in the currency chosen in
/// `currency_field` (so 250 reads 250 JPY or 0.250 KWD where it is); `fallback` until both
/// are known.
pub fn minor_units_hint(
    draft: Draft,
    currency_field: &'static str,
    field: &'static str,
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
            _ => fallback.clone(),
        })
    })
}
