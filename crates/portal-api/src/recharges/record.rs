//! One recharge order as the portal reads it, and the operator's decision on it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::enumeration::EnumValue;

/// The statuses a recharge moves through: pending, then confirmed or rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RechargeStatus {
    /// Waiting for an operator.
    Pending,
    /// Confirmed by an operator; the wallet is credited.
    Confirmed,
    /// Rejected by an operator.
    Rejected,
}

/// Every status, in the queue's default order (pending first).
pub const RECHARGE_STATUSES: [RechargeStatus; 3] = [
    RechargeStatus::Pending,
    RechargeStatus::Confirmed,
    RechargeStatus::Rejected,
];

impl RechargeStatus {
    /// The symbolic code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            Self::Pending => "PENDING",
            Self::Confirmed => "CONFIRMED",
            Self::Rejected => "REJECTED",
        }
    }

    /// The sandbox's numeric value (docs/sandbox-records.md).
    pub fn value(self) -> i64 {
        match self {
            Self::Pending => 10030101,
            Self::Confirmed => 10030102,
            Self::Rejected => 10030103,
        }
    }

    /// Parses a symbolic code.
    pub fn from_code(code: &str) -> Option<Self> {
        RECHARGE_STATUSES.into_iter().find(|s| s.code() == code)
    }
}

/// A recharge order. The contract does not show its fields: `bizId` follows the contract's
/// conventions, the other named fields are optional so a server that names them differently
/// still lists, and everything else is kept in `other` for the generic record view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recharge {
    /// The business id.
    pub biz_id: String,
    /// PENDING, CONFIRMED or REJECTED, as an enumeration object or plain code.
    #[serde(default)]
    pub status: Option<EnumValue>,
    /// Amount in the currency's minor units (integers, like the contract's fee amounts).
    #[serde(default)]
    pub amount: Option<i64>,
    /// The currency: an enumeration object (`code` ISO 4217), its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub currency: Option<EnumValue>,
    /// The recharge channel's business id.
    #[serde(default)]
    pub channel_biz_id: Option<String>,
    /// The recharge channel's name.
    #[serde(default)]
    pub channel_name: Option<String>,
    /// Who asked for the recharge (an account's e-mail or name).
    #[serde(default)]
    pub payer: Option<String>,
    /// When the order was created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl Recharge {
    /// The status code, whichever form the server used.
    pub fn status_code(&self) -> Option<&str> {
        self.status.as_ref().map(EnumValue::code)
    }

    /// The currency code, whichever form the server used.
    pub fn currency_code(&self) -> Option<&str> {
        self.currency.as_ref().map(EnumValue::code)
    }

    /// Whether an operator can still confirm or reject it.
    pub fn is_pending(&self) -> bool {
        self.status_code() == Some(RechargeStatus::Pending.code())
    }
}

/// Body of confirm and reject: the operator's remark.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    /// Why the operator decided so; shown in the record afterwards.
    pub operator_remark: String,
}
