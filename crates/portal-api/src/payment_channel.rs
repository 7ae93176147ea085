//! A channel money moves through, as the portal reads it: the record recharge and withdrawal
//! channels share, with the fields of each kind in their place.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::channel_type::ChannelType;
use crate::decimal::{self, DecimalString};
use crate::enumeration::EnumValue;
use crate::fees::FeeModel;

/// A channel as listed, created or updated; `K` holds the fields of its kind
/// (`recharge_channels::RechargeSettings`, `withdrawal_channels::WithdrawalLimits`). The
/// contract does not show the record: every field but `bizId` is optional, numeric selectors
/// stay integers (a value the portal does not know still shows), and everything else is kept
/// in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Channel<K> {
    /// The business id.
    pub biz_id: String,
    /// The name shown.
    #[serde(default)]
    pub channel_name: Option<String>,
    /// The currency: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub currency: Option<EnumValue>,
    /// A [`ChannelType`] value.
    #[serde(default)]
    pub channel_type: Option<i64>,
    /// A [`FeeModel`] value.
    #[serde(default)]
    pub channel_fee_model: Option<i64>,
    /// Fixed part of the fee, minor units of the channel's currency.
    #[serde(default)]
    pub channel_fee_fixed_amount: Option<i64>,
    /// Rate part of the fee.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub channel_fee_rate: Option<DecimalString>,
    /// The fields of its kind, sent between the fee and the dates.
    #[serde(flatten)]
    pub kind: K,
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

impl<K> Channel<K> {
    /// The kind of channel, when the server sent one the portal knows.
    pub fn channel_type(&self) -> Option<ChannelType> {
        self.channel_type.and_then(ChannelType::from_value)
    }

    /// The fee model, when the server sent one the portal knows.
    pub fn channel_fee_model(&self) -> Option<FeeModel> {
        self.channel_fee_model.and_then(FeeModel::from_value)
    }
}
