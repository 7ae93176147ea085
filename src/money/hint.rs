//! The hint of an amount field: the currency it is typed in, with an example in its precision.

use leptos::prelude::*;
use portal_api::currency::{self, Currency};

use super::units::major_units;
use crate::forms::{Draft, FormFields};
use crate::i18n::{decimal_for_typing, ConfigKey, Message};

/// The currency chosen in the select `field` of `draft` (tracked), if any.
pub fn chosen_currency<F: FormFields>(draft: Draft<F>, field: F) -> Option<Currency> {
    draft
        .value(field)
        .with(|v| v.parse().ok().and_then(currency::by_value))
}

/// An amount as people type it in `currency`: "1.50" USD, "1.500" KWD, "150" JPY.
fn example(currency: Currency) -> String {
    match currency.exponent() {
        0 => "150".to_owned(),
        places => major_units(15 * 10_i64.pow(places - 1), places),
    }
}

/// "In USD, such as 1.50." (the example with the shown locale's mark) for an amount typed in major units of the currency chosen in
/// `currency_field`; `fallback` until one is chosen.
pub fn amount_hint<F: FormFields>(
    draft: Draft<F>,
    currency_field: F,
    fallback: Message,
) -> Signal<Option<Message>> {
    Signal::derive(move || {
        Some(match chosen_currency(draft, currency_field) {
            Some(c) => Message::with(
                ConfigKey::AmountIn,
                &[
                    ("currency", c.code.to_owned()),
                    ("example", decimal_for_typing(&example(c))),
                ],
            ),
            None => fallback.clone(),
        })
    })
}

#[cfg(test)]
mod tests {
    use portal_api::currency::{JPY, KWD, USD};

    use super::example;

    #[test]
    fn examples_follow_the_currency_precision() {
        assert_eq!(example(USD), "1.50");
        assert_eq!(example(KWD), "1.500");
        assert_eq!(example(JPY), "150");
    }
}
