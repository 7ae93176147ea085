//! An exchange rate: the create and update bodies, and the record as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{ExternalProvider, RateSource};
use crate::decimal::{self, DecimalString};
use crate::enumeration::EnumValue;

/// Body of `POST /exchange-config/exchange-rates`: the contract's exchange rate shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeRateRequest {
    /// ISO 4217 numeric value of the currency sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value of the currency bought.
    pub target_currency: i64,
    /// Where the rate comes from.
    pub rate_source: RateSource,
    /// Units of the target currency per unit of the source currency; the fallback when the
    /// source is external.
    pub fixed_rate: DecimalString,
    /// Who quotes the rate; required when the source is external, null otherwise allowed.
    pub external_provider: Option<ExternalProvider>,
}

/// Body of `POST /exchange-config/exchange-rates/{bizId}/update`: the contract lists these
/// four fields; the provider stays as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeRateUpdate {
    /// ISO 4217 numeric value of the currency sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value of the currency bought.
    pub target_currency: i64,
    /// Where the rate comes from.
    pub rate_source: RateSource,
    /// Units of the target currency per unit of the source currency.
    pub fixed_rate: DecimalString,
}

/// An exchange rate as listed. The contract does not show the record: every field but `bizId`
/// is optional, numeric selectors stay integers, and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeRate {
    /// The business id.
    pub biz_id: String,
    /// The currency sold: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub source_currency: Option<EnumValue>,
    /// The currency bought.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub target_currency: Option<EnumValue>,
    /// A [`RateSource`] value.
    #[serde(default)]
    pub rate_source: Option<i64>,
    /// The fixed (or fallback) rate.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub fixed_rate: Option<DecimalString>,
    /// An [`ExternalProvider`] value, or none.
    #[serde(default)]
    pub external_provider: Option<i64>,
    /// Created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl ExchangeRate {
    /// The rate source, when the server sent one the portal knows.
    pub fn rate_source(&self) -> Option<RateSource> {
        self.rate_source.and_then(RateSource::from_value)
    }

    /// The provider, when the server sent one the portal knows.
    pub fn external_provider(&self) -> Option<ExternalProvider> {
        self.external_provider
            .and_then(ExternalProvider::from_value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(text: &str) -> Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn bodies_match_the_contract_shapes() {
        let create = fixture(include_str!(
            "../../tests/fixtures/exchange_rate_request.json"
        ));
        let request: ExchangeRateRequest = serde_json::from_value(create.clone()).unwrap();
        assert_eq!(request.rate_source, RateSource::External);
        assert_eq!(
            request.external_provider,
            Some(ExternalProvider::CentralBank)
        );
        assert_eq!(serde_json::to_value(&request).unwrap(), create);

        let update = fixture(include_str!(
            "../../tests/fixtures/exchange_rate_update.json"
        ));
        let parsed: ExchangeRateUpdate = serde_json::from_value(update.clone()).unwrap();
        assert_eq!(parsed.fixed_rate.as_str(), "150.80");
        assert_eq!(serde_json::to_value(&parsed).unwrap(), update);
    }

    #[test]
    fn a_null_provider_is_sent_as_null() {
        let request = ExchangeRateRequest {
            source_currency: 978,
            target_currency: 840,
            rate_source: RateSource::Fixed,
            fixed_rate: DecimalString::parse("1.08").unwrap(),
            external_provider: None,
        };
        let encoded = serde_json::to_value(&request).unwrap();
        assert!(encoded["externalProvider"].is_null());
        assert!(encoded.get("externalProvider").is_some());
    }
}
