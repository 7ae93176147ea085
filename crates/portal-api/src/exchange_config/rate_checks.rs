//! The rules an exchange rate's create and update bodies must meet.

use super::{ExchangeRateRequest, ExchangeRateUpdate, ExternalProvider, RateSource};
use crate::decimal::DecimalString;
use crate::validation::{Checks, Rule, ValidationErrors};

fn check_rate(
    checks: &mut Checks,
    (source, target): (i64, i64),
    rate_source: RateSource,
    fixed_rate: &DecimalString,
    provider: Option<ExternalProvider>,
) {
    checks.currency_pair(source, target);
    checks.check(fixed_rate.is_zero(), "fixedRate", Rule::NotPositive);
    checks.check(
        rate_source == RateSource::External && provider.is_none(),
        "externalProvider",
        Rule::ProviderRequired,
    );
}

/// Supported and distinct currencies, `fixedRate` above zero, and a provider when the source
/// is external (with a fixed source a provider may be given; it is kept but not used).
pub fn validate_exchange_rate(request: &ExchangeRateRequest) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    check_rate(
        &mut checks,
        (request.source_currency, request.target_currency),
        request.rate_source,
        &request.fixed_rate,
        request.external_provider,
    );
    checks.finish()
}

/// As [`validate_exchange_rate`]; `stored_provider` is the rate's current provider, which the
/// update keeps (a switch to the external source needs one).
pub fn validate_exchange_rate_update(
    update: &ExchangeRateUpdate,
    stored_provider: Option<ExternalProvider>,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    check_rate(
        &mut checks,
        (update.source_currency, update.target_currency),
        update.rate_source,
        &update.fixed_rate,
        stored_provider,
    );
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> ExchangeRateRequest {
        ExchangeRateRequest {
            source_currency: 840,
            target_currency: 978,
            rate_source: RateSource::Fixed,
            fixed_rate: DecimalString::parse("0.92").unwrap(),
            external_provider: None,
        }
    }

    #[test]
    fn fixed_and_external_rates() {
        assert_eq!(validate_exchange_rate(&request()), Ok(()));
        let mut external = request();
        external.rate_source = RateSource::External;
        let errors = validate_exchange_rate(&external).unwrap_err();
        assert_eq!(
            errors.rule_of("externalProvider"),
            Some(Rule::ProviderRequired)
        );
        external.external_provider = Some(ExternalProvider::MarketFeed);
        assert_eq!(validate_exchange_rate(&external), Ok(()));
    }

    #[test]
    fn zero_rates_and_bad_pairs_are_refused() {
        let mut r = request();
        r.fixed_rate = DecimalString::parse("0.000").unwrap();
        r.target_currency = 840;
        let errors = validate_exchange_rate(&r).unwrap_err();
        assert_eq!(errors.rule_of("fixedRate"), Some(Rule::NotPositive));
        assert_eq!(errors.rule_of("targetCurrency"), Some(Rule::SameCurrency));
    }

    #[test]
    fn an_update_to_external_needs_a_stored_provider() {
        let update = ExchangeRateUpdate {
            source_currency: 840,
            target_currency: 392,
            rate_source: RateSource::External,
            fixed_rate: DecimalString::parse("151.2").unwrap(),
        };
        assert!(validate_exchange_rate_update(&update, None).is_err());
        let provider = Some(ExternalProvider::CentralBank);
        assert_eq!(validate_exchange_rate_update(&update, provider), Ok(()));
    }
}
