//! Bodies of creating, updating and deleting a tariff template.

use serde::{Deserialize, Serialize};

use crate::decimal::DecimalString;
use crate::fees::FeeModel;

/// `POST /tariffs/templates/create`: the contract's tariff template. An unknown fee model or a
/// rate that is not a plain decimal does not decode; the rest is checked by
/// [`super::validate_tariff_template`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TariffTemplateCreate {
    /// The stable code: letters, digits, `_` and `-`, unique.
    pub template_code: String,
    /// The name shown.
    pub template_name: String,
    /// What it is for; may be empty.
    pub description: String,
    /// Make it the default template (the previous default stops being one).
    pub is_default: bool,
    /// How the fee is computed (not bands: a template has no bands).
    pub fee_model: FeeModel,
    /// The fixed fee, in minor units.
    pub fee_fixed_amount: i64,
    /// The fee rate, a fraction of the amount.
    pub fee_rate: DecimalString,
}

/// `POST /tariffs/templates/update`: `bizId` and the fields to change; absent ones stay. The
/// code cannot change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TariffTemplateUpdate {
    /// The template.
    pub biz_id: String,
    /// A new name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_name: Option<String>,
    /// A new description.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `true` makes it the default; `false` on the default leaves no default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_default: Option<bool>,
    /// A new fee model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee_model: Option<FeeModel>,
    /// A new fixed fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee_fixed_amount: Option<i64>,
    /// A new fee rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee_rate: Option<DecimalString>,
}

impl TariffTemplateUpdate {
    /// Renames template `biz_id`, the contract's update.
    pub fn rename(biz_id: &str, template_name: &str) -> Self {
        Self {
            biz_id: biz_id.to_owned(),
            template_name: Some(template_name.to_owned()),
            description: None,
            is_default: None,
            fee_model: None,
            fee_fixed_amount: None,
            fee_rate: None,
        }
    }

    /// Whether no field but `bizId` is given.
    pub fn changes_nothing(&self) -> bool {
        self.template_name.is_none()
            && self.description.is_none()
            && self.is_default.is_none()
            && self.fee_model.is_none()
            && self.fee_fixed_amount.is_none()
            && self.fee_rate.is_none()
    }
}

/// `POST /tariffs/templates/delete`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TariffTemplateDelete {
    /// The template.
    pub biz_id: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rename_sends_only_the_name() {
        let update = TariffTemplateUpdate::rename("tpl_1", "Gold");
        assert_eq!(
            serde_json::to_value(&update).unwrap(),
            serde_json::json!({"bizId": "tpl_1", "templateName": "Gold"})
        );
        assert!(!update.changes_nothing());
        let bare: TariffTemplateUpdate =
            serde_json::from_value(serde_json::json!({"bizId": "tpl_1"})).unwrap();
        assert!(bare.changes_nothing());
    }

    #[test]
    fn the_create_body_is_the_contract_shape() {
        let body = serde_json::json!({
            "templateCode": "GOLD", "templateName": "Gold", "description": "",
            "isDefault": false, "feeModel": 2, "feeFixedAmount": 0, "feeRate": "0.0025"
        });
        let create: TariffTemplateCreate = serde_json::from_value(body.clone()).unwrap();
        assert_eq!(create.fee_model, FeeModel::Rate);
        assert_eq!(serde_json::to_value(&create).unwrap(), body);
        for (field, bad) in [
            ("feeModel", serde_json::json!(9)),
            ("feeRate", "1e-3".into()),
        ] {
            let mut body = body.clone();
            body[field] = bad;
            assert!(serde_json::from_value::<TariffTemplateCreate>(body).is_err());
        }
    }
}
