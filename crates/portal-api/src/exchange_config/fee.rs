//! An exchange fee: the create and update bodies, and the record as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::decimal::{self, DecimalString};
use crate::enumeration::EnumValue;
use crate::fees::{FeeBands, FeeModel};

/// Body of `POST /exchange-config/exchange-fees`: the contract's exchange fee shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFeeRequest {
    /// ISO 4217 numeric value of the currency sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value of the currency bought.
    pub target_currency: i64,
    /// How the user's fee is computed.
    pub user_fee_model: FeeModel,
    /// Fixed part of the fee, in minor units of the source currency.
    pub user_fee_fixed_amount: i64,
    /// Rate part of the fee, a fraction of the amount (`0.005` is 0.5 %).
    pub user_fee_rate: DecimalString,
    /// Rates by amount band; required when the model is bands.
    pub user_fee_bands_config: Option<FeeBands>,
    /// Smallest amount exchanged, in minor units of the source currency.
    pub min_amount: i64,
    /// Largest amount exchanged, in minor units of the source currency.
    pub max_amount: i64,
}

/// Body of `POST /exchange-config/exchange-fees/{bizId}/update`: the exchange fee without
/// bands, minimum and maximum, which stay as they are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFeeUpdate {
    /// ISO 4217 numeric value of the currency sold.
    pub source_currency: i64,
    /// ISO 4217 numeric value of the currency bought.
    pub target_currency: i64,
    /// How the user's fee is computed.
    pub user_fee_model: FeeModel,
    /// Fixed part of the fee, in minor units of the source currency.
    pub user_fee_fixed_amount: i64,
    /// Rate part of the fee.
    pub user_fee_rate: DecimalString,
}

/// An exchange fee as listed. The contract does not show the record: every field but `bizId`
/// is optional, numeric selectors stay integers (a value the portal does not know still
/// shows), and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFee {
    /// The business id.
    pub biz_id: String,
    /// The currency sold: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub source_currency: Option<EnumValue>,
    /// The currency bought.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub target_currency: Option<EnumValue>,
    /// A [`FeeModel`] value.
    #[serde(default)]
    pub user_fee_model: Option<i64>,
    /// Fixed part, minor units of the source currency.
    #[serde(default)]
    pub user_fee_fixed_amount: Option<i64>,
    /// Rate part.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub user_fee_rate: Option<DecimalString>,
    /// The bands object, as sent.
    #[serde(default)]
    pub user_fee_bands_config: Option<Value>,
    /// Smallest amount, minor units of the source currency.
    #[serde(default)]
    pub min_amount: Option<i64>,
    /// Largest amount, minor units of the source currency.
    #[serde(default)]
    pub max_amount: Option<i64>,
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

impl ExchangeFee {
    /// The fee model, when the server sent one the portal knows.
    pub fn user_fee_model(&self) -> Option<FeeModel> {
        self.user_fee_model.and_then(FeeModel::from_value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_matches_the_contract_shape() {
        let fixture: Value = serde_json::from_str(include_str!(
            "../../tests/fixtures/exchange_fee_request.json"
        ))
        .unwrap();
        let request: ExchangeFeeRequest = serde_json::from_value(fixture.clone()).unwrap();
        assert_eq!(request.user_fee_model, FeeModel::FixedPlusRate);
        assert_eq!(request.user_fee_rate.as_str(), "0.0050");
        assert_eq!(serde_json::to_value(&request).unwrap(), fixture);
    }

    #[test]
    fn update_carries_only_its_subset() {
        let fixture: Value = serde_json::from_str(include_str!(
            "../../tests/fixtures/exchange_fee_update.json"
        ))
        .unwrap();
        let update: ExchangeFeeUpdate = serde_json::from_value(fixture.clone()).unwrap();
        let encoded = serde_json::to_value(&update).unwrap();
        assert_eq!(encoded, fixture);
        for absent in ["userFeeBandsConfig", "minAmount", "maxAmount"] {
            assert!(encoded.get(absent).is_none(), "{absent}");
        }
    }

    #[test]
    fn bad_rates_and_models_do_not_decode() {
        let mut body: Value = serde_json::from_str(include_str!(
            "../../tests/fixtures/exchange_fee_request.json"
        ))
        .unwrap();
        body["userFeeRate"] = Value::from("1e3");
        assert!(serde_json::from_value::<ExchangeFeeRequest>(body.clone()).is_err());
        body["userFeeRate"] = Value::from("0.01");
        body["userFeeModel"] = Value::from(9);
        assert!(serde_json::from_value::<ExchangeFeeRequest>(body).is_err());
    }

    #[test]
    fn records_need_only_a_biz_id() {
        let fee: ExchangeFee =
            serde_json::from_str(r#"{"bizId": "xfe_1", "userFeeRate": 0.5, "tier": "gold"}"#)
                .unwrap();
        assert_eq!(fee.user_fee_model(), None);
        assert_eq!(fee.user_fee_rate.unwrap().as_str(), "0.5");
        assert_eq!(fee.other["tier"], "gold");
        assert!(fee.source_currency.is_none());
        let known: ExchangeFee =
            serde_json::from_str(r#"{"bizId": "xfe_2", "userFeeModel": 4}"#).unwrap();
        assert_eq!(known.user_fee_model(), Some(FeeModel::Bands));
        let unknown: ExchangeFee =
            serde_json::from_str(r#"{"bizId": "xfe_3", "userFeeModel": 9}"#).unwrap();
        assert_eq!(
            (unknown.user_fee_model, unknown.user_fee_model()),
            (Some(9), None)
        );
    }
}
