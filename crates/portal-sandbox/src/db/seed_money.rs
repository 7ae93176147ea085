//! Reference prices of the demo currencies, so seeded amounts and rates are plausible.

use portal_api::currency::{Currency, CURRENCIES, EUR, USD};

/// Units of `currency` one US dollar buys (a fixed snapshot; demo data only).
pub fn per_usd(currency: Currency) -> f64 {
    match currency.code {
        "EUR" => 0.92,
        "GBP" => 0.79,
        "JPY" => 151.5,
        "CNY" => 7.24,
        "HKD" => 7.82,
        "SGD" => 1.35,
        "MYR" => 4.72,
        "VND" => 25_400.0,
        "AUD" => 1.53,
        "CHF" => 0.90,
        "KWD" => 0.307,
        _ => 1.0,
    }
}

/// `usd` US dollars' worth of `currency`, in its minor units.
pub fn usd_minor(currency: Currency, usd: f64) -> i64 {
    (usd * per_usd(currency) * 10f64.powi(currency.exponent() as i32)).round() as i64
}

/// Units of `target` per unit of `source`, as a decimal string of at most eight decimals.
pub fn rate_text(source: Currency, target: Currency) -> String {
    let text = format!("{:.8}", per_usd(target) / per_usd(source));
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Every pair to or from USD or EUR: USD with each other currency both ways, then EUR.
pub fn pairs() -> Vec<(Currency, Currency)> {
    let mut pairs = Vec::new();
    for hub in [USD, EUR] {
        for other in CURRENCIES {
            if other != hub && !(hub == EUR && other == USD) {
                pairs.push((hub, other));
                pairs.push((other, hub));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use portal_api::currency::{JPY, KWD, VND};
    use portal_api::decimal::DecimalString;

    use super::*;
    use crate::demo;

    #[test]
    fn rates_are_decimal_strings_and_amounts_use_minor_units() {
        assert_eq!(rate_text(USD, EUR), "0.92");
        assert_eq!(rate_text(USD, VND), "25400");
        assert_eq!(rate_text(VND, USD), "0.00003937");
        assert_eq!(usd_minor(USD, 10.0), 1000);
        assert_eq!(usd_minor(JPY, 10.0), 1515);
        assert_eq!(usd_minor(KWD, 10.0), 3070);
        let pairs = pairs();
        assert_eq!(pairs.len(), demo::EXCHANGE_RATE_COUNT);
        for (source, target) in pairs {
            assert_ne!(source, target);
            assert!(DecimalString::parse(&rate_text(source, target)).is_ok());
        }
    }
}
