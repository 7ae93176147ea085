//! Fee bands: a rate per amount range, the contract's `…FeeBandsConfig` object.

use serde::{Deserialize, Serialize};

use crate::decimal::DecimalString;

/// One band: amounts up to `upTo` (minor units, inclusive) pay `feeRate`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeeBand {
    /// Upper bound in minor units; `None` (null) for the open last band.
    pub up_to: Option<i64>,
    /// The rate of this band.
    pub fee_rate: DecimalString,
}

/// The bands object, `{"bands": [{"upTo": 100000, "feeRate": "0.0100"}, {"upTo": null, …}]}`.
/// The contract says only "null or object"; this shape is the sandbox's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeeBands {
    /// The bands, lowest first.
    pub bands: Vec<FeeBand>,
}

impl FeeBands {
    /// At least one band; bounds above zero and rising; only the last open; rates at most 1.
    pub fn is_valid(&self) -> bool {
        let Some((last, bounded)) = self.bands.split_last() else {
            return false;
        };
        let mut floor = 0;
        for band in bounded {
            match band.up_to {
                Some(up_to) if up_to > floor => floor = up_to,
                _ => return false,
            }
        }
        last.up_to.is_none() && self.bands.iter().all(|b| b.fee_rate.at_most_one())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bands(json: &str) -> FeeBands {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn rising_bounds_to_an_open_end() {
        let good = bands(
            r#"{"bands":[{"upTo":100000,"feeRate":"0.0100"},{"upTo":null,"feeRate":"0.0075"}]}"#,
        );
        assert!(good.is_valid());
        assert!(bands(r#"{"bands":[{"upTo":null,"feeRate":"0"}]}"#).is_valid());
        for bad in [
            r#"{"bands":[]}"#,
            r#"{"bands":[{"upTo":100,"feeRate":"0.01"}]}"#,
            r#"{"bands":[{"upTo":null,"feeRate":"0.01"},{"upTo":null,"feeRate":"0.01"}]}"#,
            r#"{"bands":[{"upTo":500,"feeRate":"0.01"},{"upTo":500,"feeRate":"0.01"},{"upTo":null,"feeRate":"0"}]}"#,
            r#"{"bands":[{"upTo":0,"feeRate":"0.01"},{"upTo":null,"feeRate":"0"}]}"#,
            r#"{"bands":[{"upTo":null,"feeRate":"1.5"}]}"#,
        ] {
            assert!(!bands(bad).is_valid(), "{bad}");
        }
    }

    #[test]
    fn keeps_the_open_bound_as_null() {
        let text = r#"{"bands":[{"upTo":null,"feeRate":"0.0075"}]}"#;
        assert_eq!(serde_json::to_string(&bands(text)).unwrap(), text);
        assert!(
            serde_json::from_str::<FeeBands>(r#"{"bands":[{"upTo":null,"feeRate":"1e3"}]}"#)
                .is_err()
        );
    }
}
