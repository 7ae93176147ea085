//! One tariff template as the portal reads it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::decimal::{self, DecimalString};
use crate::fees::FeeModel;

/// A tariff template: the fee terms new wallet tariffs start from. The fields are the
/// contract's request shape; every one but `bizId` is optional and unknown ones are kept in
/// `other`, so a server that differs still lists.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TariffTemplate {
    /// The business id.
    pub biz_id: String,
    /// The stable code, such as `STANDARD`.
    #[serde(default)]
    pub template_code: Option<String>,
    /// The name shown.
    #[serde(default)]
    pub template_name: Option<String>,
    /// What it is for.
    #[serde(default)]
    pub description: Option<String>,
    /// Whether it is the default template (at most one is).
    #[serde(default)]
    pub is_default: Option<bool>,
    /// The fee model's integer; see [`TariffTemplate::fee_model`].
    #[serde(default)]
    pub fee_model: Option<i64>,
    /// The fixed fee, in minor units.
    #[serde(default)]
    pub fee_fixed_amount: Option<i64>,
    /// The fee rate; a value that is not a plain decimal reads as absent.
    #[serde(default, deserialize_with = "decimal::lenient")]
    pub fee_rate: Option<DecimalString>,
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

impl TariffTemplate {
    /// The fee model, when the server sent one the portal knows.
    pub fn fee_model(&self) -> Option<FeeModel> {
        self.fee_model.and_then(FeeModel::from_value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_leniently() {
        let template: TariffTemplate = serde_json::from_value(serde_json::json!({
            "bizId": "tpl_1", "isDefault": true, "feeModel": 3, "feeRate": 0.005,
            "region": "EU"
        }))
        .unwrap();
        assert_eq!(template.fee_model(), Some(FeeModel::FixedPlusRate));
        assert_eq!(template.fee_rate.unwrap().as_str(), "0.005");
        assert_eq!(template.other["region"], "EU");
        let odd: TariffTemplate =
            serde_json::from_value(serde_json::json!({"bizId": "t", "feeModel": 99})).unwrap();
        assert_eq!((odd.fee_model(), odd.template_name), (None, None));
    }
}
