//! Rates and fee rates as the contract carries them: plain decimal strings, never floating point.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// Longest accepted decimal text, in characters.
pub const DECIMAL_MAX_LEN: usize = 32;

/// A validated decimal string such as `0`, `0.015`, `12.5` or `0.0100`.
///
/// Grammar: digits, optionally a point and more digits; the integer part has no redundant
/// leading zero (`0.5`, not `00.5`); at most [`DECIMAL_MAX_LEN`] characters. There is no sign:
/// every rate of the contract (exchange rates, fee rates, band rates) is a non-negative
/// quantity, so `-1` and `+1` are refused along with exponents (`1e3`), bare points (`.5`,
/// `5.`), separators (`1,5`, `1 000`) and surrounding spaces. The text is kept as written, so
/// `0.0100` goes back on the wire unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DecimalString(String);

/// Why a text is not a [`DecimalString`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DecimalError {
    /// Nothing was given.
    #[error("is empty")]
    Empty,
    /// More than [`DECIMAL_MAX_LEN`] characters.
    #[error("is longer than 32 characters")]
    TooLong,
    /// Not of the form `0`, `0.015`, `12.5`.
    #[error("is not a plain decimal such as 0.015")]
    NotDecimal,
}

impl DecimalString {
    /// Checks `text` against the grammar above.
    pub fn parse(text: &str) -> Result<Self, DecimalError> {
        if text.is_empty() {
            return Err(DecimalError::Empty);
        }
        if text.chars().count() > DECIMAL_MAX_LEN {
            return Err(DecimalError::TooLong);
        }
        let (whole, fraction) = match text.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
            None => (text, None),
        };
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        let valid = digits(whole)
            && (whole == "0" || !whole.starts_with('0'))
            && fraction.is_none_or(digits);
        if valid {
            Ok(Self(text.to_owned()))
        } else {
            Err(DecimalError::NotDecimal)
        }
    }

    /// Zero, written `0`.
    pub fn zero() -> Self {
        Self("0".to_owned())
    }

    /// The text as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the value is zero (`0`, `0.000`).
    pub fn is_zero(&self) -> bool {
        self.0.bytes().all(|b| b == b'0' || b == b'.')
    }

    /// Whether the value is at most 1, as a fee rate (a fraction of the amount) must be.
    pub fn at_most_one(&self) -> bool {
        let (whole, fraction) = self.0.split_once('.').unwrap_or((&self.0, ""));
        whole == "0" || (whole == "1" && fraction.bytes().all(|b| b == b'0'))
    }

    /// The value as a percentage, for a fee rate (a fraction of the amount): `0.015` is
    /// `1.5`, `0.0050` is `0.5`, `1` is `100`. Shifted as text, never through floating point.
    pub fn percent(&self) -> String {
        let (whole, fraction) = self.0.split_once('.').unwrap_or((&self.0, ""));
        let fraction = format!("{fraction:0<2}");
        let (moved, rest) = fraction.split_at(2);
        let digits = format!("{whole}{moved}");
        let whole = digits.trim_start_matches('0');
        let whole = if whole.is_empty() { "0" } else { whole };
        let rest = rest.trim_end_matches('0');
        if rest.is_empty() {
            whole.to_owned()
        } else {
            format!("{whole}.{rest}")
        }
    }
}

impl fmt::Display for DecimalString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for DecimalString {
    type Err = DecimalError;

    fn from_str(text: &str) -> Result<Self, DecimalError> {
        Self::parse(text)
    }
}

impl TryFrom<String> for DecimalString {
    type Error = DecimalError;

    fn try_from(text: String) -> Result<Self, DecimalError> {
        Self::parse(&text)
    }
}

impl From<DecimalString> for String {
    fn from(decimal: DecimalString) -> Self {
        decimal.0
    }
}

impl AsRef<str> for DecimalString {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// Reads a record's rate leniently: a decimal string, or a JSON number written as a plain
/// decimal, is kept; anything else (absent, null, `1e-7`, text) is `None`, so one odd value
/// shows as missing instead of failing a whole list.
pub fn lenient<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<DecimalString>, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::String(text) => DecimalString::parse(&text).ok(),
        Value::Number(number) => DecimalString::parse(&number.to_string()).ok(),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fraction_reads_as_a_percentage() {
        for (fraction, percent) in [
            ("0.015", "1.5"),
            ("0.0050", "0.5"),
            ("0.5", "50"),
            ("1", "100"),
            ("0", "0"),
            ("0.00001", "0.001"),
            ("12.5", "1250"),
        ] {
            let d = DecimalString::parse(fraction).unwrap();
            assert_eq!(d.percent(), percent, "{fraction}");
        }
    }

    #[test]
    fn accepts_plain_decimals() {
        for good in [
            "0",
            "0.015",
            "12.5",
            "0.0100",
            "1",
            "100",
            "0.000",
            "3.14159265",
        ] {
            assert_eq!(DecimalString::parse(good).unwrap().as_str(), good);
        }
        assert!(DecimalString::parse(&"9".repeat(32)).is_ok());
    }

    #[test]
    fn refuses_everything_else() {
        assert_eq!(DecimalString::parse(""), Err(DecimalError::Empty));
        assert_eq!(
            DecimalString::parse(&"9".repeat(33)),
            Err(DecimalError::TooLong)
        );
        for bad in [
            "1e3", "1E3", "abc", "-1", "+1", "-0.5", ".5", "5.", ".", "1,5", "1 000", " 1", "1 ",
            "00", "01.5", "1.2.3", "0x10", "NaN", "inf", "١", "1_000",
        ] {
            assert_eq!(
                DecimalString::parse(bad),
                Err(DecimalError::NotDecimal),
                "{bad}"
            );
        }
    }

    #[test]
    fn compares_with_zero_and_one() {
        let d = |t: &str| DecimalString::parse(t).unwrap();
        assert!(d("0").is_zero() && d("0.000").is_zero() && DecimalString::zero().is_zero());
        assert!(!d("0.001").is_zero() && !d("10").is_zero());
        for fraction in ["0", "0.5", "0.9999", "1", "1.000"] {
            assert!(d(fraction).at_most_one(), "{fraction}");
        }
        for above in ["1.0001", "2", "10", "12.5"] {
            assert!(!d(above).at_most_one(), "{above}");
        }
    }

    #[test]
    fn travels_as_a_json_string() {
        let d: DecimalString = serde_json::from_str("\"0.0100\"").unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"0.0100\"");
        assert!(serde_json::from_str::<DecimalString>("\"1e3\"").is_err());
        assert!(
            serde_json::from_str::<DecimalString>("0.5").is_err(),
            "a number"
        );
    }

    #[test]
    fn records_read_rates_leniently() {
        #[derive(Deserialize)]
        struct Record {
            #[serde(default, deserialize_with = "lenient")]
            rate: Option<DecimalString>,
        }
        let rate = |json: &str| serde_json::from_str::<Record>(json).unwrap().rate;
        assert_eq!(rate(r#"{"rate": "0.5"}"#).unwrap().as_str(), "0.5");
        assert_eq!(rate(r#"{"rate": 0.25}"#).unwrap().as_str(), "0.25");
        assert_eq!(rate(r#"{"rate": "1e3"}"#), None);
        assert_eq!(rate(r#"{"rate": null}"#), None);
        assert_eq!(rate("{}"), None);
    }
}
