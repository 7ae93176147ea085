//! One wallet's tariff as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::decimal::{self, DecimalString};
use crate::enumeration::EnumValue;
use crate::fees::FeeModel;

/// The fee terms one wallet pays. The contract does not show the record: `bizId` follows its
/// conventions, the named fields are the sandbox's (docs/sandbox-records.md) and optional,
/// and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletTariff {
    /// The tariff's business id.
    pub biz_id: String,
    /// The wallet it applies to.
    #[serde(default)]
    pub wallet_biz_id: Option<String>,
    /// The wallet's name.
    #[serde(default)]
    pub wallet_name: Option<String>,
    /// The wallet's type: an enumeration object, its code or its numeric value.
    #[serde(default, deserialize_with = "crate::wallet_type::selector")]
    pub wallet_type: Option<EnumValue>,
    /// The wallet's currency: an enumeration object, its code or its numeric value.
    #[serde(default, deserialize_with = "crate::currency::selector")]
    pub currency: Option<EnumValue>,
    /// The workspace (institution) the wallet belongs to.
    #[serde(default)]
    pub workspace_biz_id: Option<String>,
    /// The template the terms were copied from, if it still exists.
    #[serde(default)]
    pub template_biz_id: Option<String>,
    /// The fee model's integer; see [`WalletTariff::fee_model`].
    #[serde(default)]
    pub fee_model: Option<i64>,
    /// The fixed fee, in minor units of the wallet's currency.
    #[serde(default)]
    pub fee_fixed_amount: Option<i64>,
    /// The fee rate; a value that is not a plain decimal reads as absent.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub fee_rate: Option<DecimalString>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl WalletTariff {
    /// The fee model, when the server sent one the portal knows.
    pub fn fee_model(&self) -> Option<FeeModel> {
        self.fee_model.and_then(FeeModel::from_value)
    }
}
