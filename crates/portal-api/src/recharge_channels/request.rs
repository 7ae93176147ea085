//! The bodies that create a recharge channel and change some of its fields.

use serde::{Deserialize, Serialize};

use crate::channel_type::ChannelType;
use crate::decimal::DecimalString;
use crate::fees::{FeeBands, FeeModel};

/// Body of `POST /recharge-channels`: the contract's recharge channel shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeChannelRequest {
    /// The name shown, at most 255 characters.
    pub channel_name: String,
    /// ISO 4217 numeric value of the channel's currency.
    pub currency: i64,
    /// The kind of channel.
    pub channel_type: ChannelType,
    /// How the channel's fee is computed.
    pub channel_fee_model: FeeModel,
    /// Fixed part of the fee, minor units of the channel's currency.
    pub channel_fee_fixed_amount: i64,
    /// Rate part of the fee, a fraction of the amount.
    pub channel_fee_rate: DecimalString,
    /// Rates by amount band; required when the model is bands.
    pub channel_fee_bands_config: Option<FeeBands>,
    /// Connection settings: a string holding a JSON object.
    pub connection_config: String,
}

/// Body of `POST /recharge-channels/{id}/update`. Partial: only the fields given (not null)
/// change. The currency is not among them: recharges already made through the channel keep
/// theirs, so a channel keeps its currency for life.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeChannelUpdate {
    /// A new name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_name: Option<String>,
    /// A new kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_type: Option<ChannelType>,
    /// A new fee model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_fee_model: Option<FeeModel>,
    /// A new fixed fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_fee_fixed_amount: Option<i64>,
    /// A new fee rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_fee_rate: Option<DecimalString>,
    /// New fee bands (bands cannot be removed, only replaced).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel_fee_bands_config: Option<FeeBands>,
    /// New connection settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_config: Option<String>,
}

impl RechargeChannelUpdate {
    /// Whether no field is given.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// `current` with the given fields replaced.
    pub fn applied_to(&self, current: &RechargeChannelRequest) -> RechargeChannelRequest {
        let mut next = current.clone();
        if let Some(name) = &self.channel_name {
            next.channel_name.clone_from(name);
        }
        if let Some(kind) = self.channel_type {
            next.channel_type = kind;
        }
        if let Some(model) = self.channel_fee_model {
            next.channel_fee_model = model;
        }
        if let Some(amount) = self.channel_fee_fixed_amount {
            next.channel_fee_fixed_amount = amount;
        }
        if let Some(rate) = &self.channel_fee_rate {
            next.channel_fee_rate = rate.clone();
        }
        if let Some(bands) = &self.channel_fee_bands_config {
            next.channel_fee_bands_config = Some(bands.clone());
        }
        if let Some(config) = &self.connection_config {
            next.connection_config.clone_from(config);
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;

    #[test]
    fn create_body_matches_the_contract_shape() {
        let fixture: Value = serde_json::from_str(include_str!(
            "../../tests/fixtures/recharge_channel_request.json"
        ))
        .unwrap();
        let request: RechargeChannelRequest = serde_json::from_value(fixture.clone()).unwrap();
        assert_eq!(request.channel_type, ChannelType::EWallet);
        assert_eq!(request.channel_fee_model, FeeModel::Bands);
        assert_eq!(serde_json::to_value(&request).unwrap(), fixture);
    }

    #[test]
    fn an_update_sends_and_changes_only_its_fields() {
        let update: RechargeChannelUpdate =
            serde_json::from_str(r#"{"channelName": "KNET", "channelFeeModel": 2}"#).unwrap();
        assert_eq!(
            serde_json::to_string(&update).unwrap(),
            r#"{"channelName":"KNET","channelFeeModel":2}"#
        );
        let current: RechargeChannelRequest = serde_json::from_str(include_str!(
            "../../tests/fixtures/recharge_channel_request.json"
        ))
        .unwrap();
        let next = update.applied_to(&current);
        assert_eq!(next.channel_name, "KNET");
        assert_eq!(next.channel_fee_model, FeeModel::Rate);
        assert_eq!(next.connection_config, current.connection_config);
        assert_eq!(
            next.channel_fee_bands_config,
            current.channel_fee_bands_config
        );
        assert!(!update.is_empty());
        assert!(serde_json::from_str::<RechargeChannelUpdate>("{}")
            .unwrap()
            .is_empty());
    }
}
