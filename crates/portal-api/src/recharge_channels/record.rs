//! A recharge channel as the portal reads it: a [`Channel`] with its fee bands and connection
//! settings.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::payment_channel::Channel;

/// A recharge channel as listed, created or updated.
pub type RechargeChannel = Channel<RechargeSettings>;

/// What a recharge channel has of its own.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeSettings {
    /// The bands object, as sent.
    #[serde(default)]
    pub channel_fee_bands_config: Option<Value>,
    /// Connection settings: a string holding JSON text.
    #[serde(default)]
    pub connection_config: Option<String>,
}
