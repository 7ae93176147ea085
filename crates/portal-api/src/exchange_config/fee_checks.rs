//! The rules an exchange fee's create and update bodies must meet.

use super::{ExchangeFeeRequest, ExchangeFeeUpdate};
use crate::fees::{FeeBands, FeeSettings, USER_FEE_FIELDS};
use crate::validation::{Checks, Rule, ValidationErrors};

/// Supported and distinct currencies, a valid fee ([`FeeSettings`]), amounts not negative and
/// `minAmount` ≤ `maxAmount`.
pub fn validate_exchange_fee(request: &ExchangeFeeRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.currency_pair(request.source_currency, request.target_currency);
    FeeSettings {
        model: request.user_fee_model,
        fixed_amount: request.user_fee_fixed_amount,
        rate: &request.user_fee_rate,
        bands: request.user_fee_bands_config.as_ref(),
    }
    .check(USER_FEE_FIELDS, &mut checks);
    checks.non_negative("minAmount", request.min_amount);
    checks.non_negative("maxAmount", request.max_amount);
    checks.check(
        request.min_amount > request.max_amount,
        "minAmount",
        Rule::MinAboveMax,
    );
    checks.finish()
}

/// As [`validate_exchange_fee`] for the fields an update carries; `stored_bands` are the
/// fee's current bands, which the update keeps (a switch to the bands model needs them).
pub fn validate_exchange_fee_update(
    update: &ExchangeFeeUpdate,
    stored_bands: Option<&FeeBands>,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.currency_pair(update.source_currency, update.target_currency);
    FeeSettings {
        model: update.user_fee_model,
        fixed_amount: update.user_fee_fixed_amount,
        rate: &update.user_fee_rate,
        bands: stored_bands,
    }
    .check(USER_FEE_FIELDS, &mut checks);
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decimal::DecimalString;
    use crate::fees::{FeeBand, FeeModel};

    fn request() -> ExchangeFeeRequest {
        ExchangeFeeRequest {
            source_currency: 840,
            target_currency: 978,
            user_fee_model: FeeModel::Rate,
            user_fee_fixed_amount: 0,
            user_fee_rate: DecimalString::parse("0.005").unwrap(),
            user_fee_bands_config: None,
            min_amount: 100,
            max_amount: 1_000_000,
        }
    }

    #[test]
    fn a_plain_fee_passes() {
        assert_eq!(validate_exchange_fee(&request()), Ok(()));
    }

    #[test]
    fn each_rule_names_its_field() {
        type Change = fn(&mut ExchangeFeeRequest);
        let cases: [(Change, &str, Rule); 8] = [
            (|r| r.min_amount = 2_000_000, "minAmount", Rule::MinAboveMax),
            (|r| r.max_amount = -1, "maxAmount", Rule::Negative),
            (
                |r| r.user_fee_fixed_amount = -5,
                "userFeeFixedAmount",
                Rule::Negative,
            ),
            (
                |r| r.target_currency = 840,
                "targetCurrency",
                Rule::SameCurrency,
            ),
            (
                |r| r.source_currency = 999,
                "sourceCurrency",
                Rule::UnknownCurrency,
            ),
            (
                |r| r.user_fee_rate = DecimalString::parse("1.5").unwrap(),
                "userFeeRate",
                Rule::AboveOne,
            ),
            (
                |r| r.user_fee_model = FeeModel::Bands,
                "userFeeBandsConfig",
                Rule::BandsRequired,
            ),
            (
                |r| {
                    r.user_fee_bands_config = Some(FeeBands {
                        bands: vec![FeeBand {
                            up_to: Some(5),
                            fee_rate: DecimalString::zero(),
                        }],
                    })
                },
                "userFeeBandsConfig",
                Rule::BandsInvalid,
            ),
        ];
        for (change, field, rule) in cases {
            let mut r = request();
            change(&mut r);
            let errors = validate_exchange_fee(&r).unwrap_err();
            assert_eq!(errors.rule_of(field), Some(rule), "{errors}");
        }
    }

    #[test]
    fn an_update_to_bands_needs_stored_bands() {
        let update = ExchangeFeeUpdate {
            source_currency: 840,
            target_currency: 392,
            user_fee_model: FeeModel::Bands,
            user_fee_fixed_amount: 0,
            user_fee_rate: DecimalString::zero(),
        };
        let bands = FeeBands {
            bands: vec![FeeBand {
                up_to: None,
                fee_rate: DecimalString::parse("0.01").unwrap(),
            }],
        };
        assert!(validate_exchange_fee_update(&update, None).is_err());
        assert_eq!(validate_exchange_fee_update(&update, Some(&bands)), Ok(()));
    }
}
