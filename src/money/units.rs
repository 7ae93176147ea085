//! Amounts between the major units people type ("1.50") and the minor units the wire carries
//! (150), and fee rates between percentages ("2.9") and fractions ("0.029"): moved as text,
//! never through floating point.

use portal_api::decimal::DecimalString;

/// Why a typed amount has no exact count of minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitsError {
    /// More decimals than the currency's minor unit has ("1.505" USD): it would be rounded.
    TooManyDecimals,
    /// Too large to count in minor units.
    TooLarge,
}

/// The minor units of `major` ("1.50") in a currency with `exponent` decimals (150). Trailing
/// zeros beyond the exponent are exact and taken ("1.500" is 150); other extra decimals are
/// refused, never rounded.
pub fn minor_units(major: &DecimalString, exponent: u32) -> Result<i64, UnitsError> {
    let text = major.as_str();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let places = exponent as usize;
    let (kept, dropped) = fraction.split_at(fraction.len().min(places));
    if dropped.bytes().any(|b| b != b'0') {
        return Err(UnitsError::TooManyDecimals);
    }
    let digits = format!("{whole}{kept:0<places$}");
    digits.parse().map_err(|_| UnitsError::TooLarge)
}

/// `minor` minor units in major units with `exponent` decimals, plain ("1234.50"; "-0.05"),
/// as a form shows it for typing.
pub fn major_units(minor: i64, exponent: u32) -> String {
    let places = exponent as usize;
    let digits = format!("{:0>width$}", minor.unsigned_abs(), width = places + 1);
    let (whole, fraction) = digits.split_at(digits.len() - places);
    let sign = if minor < 0 { "-" } else { "" };
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{fraction}")
    }
}

/// The fraction a percentage is ("2.9" is "0.029", "100" is "1"), moved as text; `None` when
/// the fraction would be longer than a decimal string may be.
pub fn rate_of_percent(percent: &DecimalString) -> Option<DecimalString> {
    let text = percent.as_str();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let whole = format!("{whole:0>3}");
    let (kept, moved) = whole.split_at(whole.len() - 2);
    let kept = kept.trim_start_matches('0');
    let kept = if kept.is_empty() { "0" } else { kept };
    let fraction = format!("{moved}{fraction}");
    let fraction = fraction.trim_end_matches('0');
    let rate = if fraction.is_empty() {
        kept.to_owned()
    } else {
        format!("{kept}.{fraction}")
    };
    DecimalString::parse(&rate).ok()
}

/// Whether two decimals are the same number ("0.0100" and "0.01"): a rate typed as a
/// percentage comes back without the zeros the server wrote, and is no change for that.
pub fn same_decimal(a: &DecimalString, b: &DecimalString) -> bool {
    fn plain(d: &DecimalString) -> &str {
        let text = d.as_str();
        match text.contains('.') {
            true => text.trim_end_matches('0').trim_end_matches('.'),
            false => text,
        }
    }
    plain(a) == plain(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decimal(text: &str) -> DecimalString {
        DecimalString::parse(text).unwrap()
    }

    #[test]
    fn counts_minor_units_in_each_currency_precision() {
        assert_eq!(minor_units(&decimal("1.50"), 2), Ok(150));
        assert_eq!(minor_units(&decimal("1.5"), 2), Ok(150));
        assert_eq!(minor_units(&decimal("1"), 2), Ok(100));
        assert_eq!(minor_units(&decimal("0.05"), 2), Ok(5));
        assert_eq!(minor_units(&decimal("250"), 0), Ok(250));
        assert_eq!(minor_units(&decimal("1.234"), 3), Ok(1234));
        assert_eq!(minor_units(&decimal("0"), 3), Ok(0));
        assert_eq!(
            minor_units(&decimal("1.500"), 2),
            Ok(150),
            "trailing zeros are exact"
        );
        assert_eq!(minor_units(&decimal("250.0"), 0), Ok(250));
    }

    #[test]
    fn refuses_to_round_or_overflow() {
        let refused = Err(UnitsError::TooManyDecimals);
        assert_eq!(minor_units(&decimal("1.505"), 2), refused);
        assert_eq!(minor_units(&decimal("250.5"), 0), refused);
        assert_eq!(minor_units(&decimal("0.0001"), 3), refused);
        let huge = decimal("92233720368547758.08");
        assert_eq!(minor_units(&huge, 2), Err(UnitsError::TooLarge));
        assert_eq!(
            minor_units(&decimal("92233720368547758.07"), 2),
            Ok(i64::MAX)
        );
    }

    #[test]
    fn writes_minor_units_back_in_major_units() {
        assert_eq!(major_units(150, 2), "1.50");
        assert_eq!(major_units(5, 2), "0.05");
        assert_eq!(major_units(-5, 2), "-0.05");
        assert_eq!(major_units(123_450, 2), "1234.50");
        assert_eq!(major_units(250, 0), "250");
        assert_eq!(major_units(1, 3), "0.001");
        for (minor, exponent) in [(150, 2), (7, 3), (999_999, 0), (i64::MAX, 2)] {
            let back = minor_units(&decimal(&major_units(minor, exponent)), exponent);
            assert_eq!(back, Ok(minor), "{minor} with {exponent} decimals");
        }
    }

    #[test]
    fn the_same_number_written_with_more_zeros_is_the_same() {
        assert!(same_decimal(&decimal("0.0100"), &decimal("0.01")));
        assert!(same_decimal(&decimal("1.0"), &decimal("1")));
        assert!(same_decimal(&decimal("10"), &decimal("10.00")));
        assert!(!same_decimal(&decimal("10"), &decimal("1")));
        assert!(!same_decimal(&decimal("0.01"), &decimal("0.001")));
    }

    #[test]
    fn moves_the_point_between_percentages_and_rates() {
        let rate = |p: &str| rate_of_percent(&decimal(p)).map(|r| r.as_str().to_owned());
        assert_eq!(rate("2.9").as_deref(), Some("0.029"));
        assert_eq!(rate("100").as_deref(), Some("1"));
        assert_eq!(rate("0").as_deref(), Some("0"));
        assert_eq!(rate("0.5").as_deref(), Some("0.005"));
        assert_eq!(rate("12.75").as_deref(), Some("0.1275"));
        assert_eq!(rate("150").as_deref(), Some("1.5"));
        assert_eq!(rate("1234").as_deref(), Some("12.34"));
        assert_eq!(rate("2.90").as_deref(), Some("0.029"));
        // 0.1 + 0.2 in floating point is not 0.3: these stay exact.
        assert_eq!(rate("0.3").as_deref(), Some("0.003"));
        assert_eq!(rate("0.000000000000000000000000000001"), None, "too long");
        for percent in ["2.9", "0.5", "100", "0", "12.75", "0.0001"] {
            let back = rate_of_percent(&decimal(percent)).map(|r| r.percent());
            assert_eq!(back.as_deref(), Some(percent), "{percent} % and back");
        }
    }
}
