//! Withdrawal channels: where money leaves a wallet, as the portal reads them: a [`Channel`]
//! with its payout limits.

use serde::{Deserialize, Serialize};

use crate::payment_channel::Channel;

/// One withdrawal channel, as `GET /withdrawal-channels` lists it.
pub type WithdrawalChannel = Channel<WithdrawalLimits>;

/// What a withdrawal channel has of its own.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalLimits {
    /// Smallest payout, minor units.
    #[serde(default)]
    pub min_amount: Option<i64>,
    /// Largest payout, minor units.
    #[serde(default)]
    pub max_amount: Option<i64>,
    /// Whether payouts may use it now.
    #[serde(default)]
    pub enabled: Option<bool>,
}
