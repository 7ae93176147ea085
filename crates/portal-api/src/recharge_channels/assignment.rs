//! Assigning a recharge channel to a workspace, with who bears the channel's fee there.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::numeric_enum::numeric_enum;
use crate::validation::{Checks, ValidationErrors, BIZ_ID_MAX};

numeric_enum! {
    /// Who pays the channel's fee for a workspace's users. The contract gives `userFeeModel`
    /// of an assignment as an integer without its values; these are the sandbox's
    /// (docs/sandbox-records.md).
    pub enum UserFeeModel ("user fee model") {
        /// Users pay the channel's fee on top of their recharge.
        PassThrough = 1, "PASS_THROUGH", "Users pay the channel fee";
        /// The workspace pays the channel's fee; users pay nothing.
        Absorbed = 2, "ABSORBED", "Workspace absorbs the fee";
        /// Users pay the fee of their wallet's tariff instead of the channel's.
        WalletTariff = 3, "WALLET_TARIFF", "Users pay the wallet tariff";
    }
}

/// Body of `POST /recharge-channels/{id}/assignments`: the contract's assignment shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeChannelAssignmentRequest {
    /// The workspace (institution) that may use the channel.
    pub workspace_biz_id: String,
    /// Who pays the channel's fee there.
    pub user_fee_model: UserFeeModel,
}

/// `workspaceBizId` not blank and at most 64 characters.
pub fn validate_assignment(
    request: &RechargeChannelAssignmentRequest,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("workspaceBizId", &request.workspace_biz_id, BIZ_ID_MAX);
    checks.finish()
}

/// A channel's assignment to one workspace. The contract does not show it: every field but
/// `bizId` is optional and everything else is kept in `other`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RechargeChannelAssignment {
    /// The business id.
    pub biz_id: String,
    /// The channel.
    #[serde(default)]
    pub channel_biz_id: Option<String>,
    /// The workspace.
    #[serde(default)]
    pub workspace_biz_id: Option<String>,
    /// The workspace's name.
    #[serde(default)]
    pub workspace_name: Option<String>,
    /// A [`UserFeeModel`] value.
    #[serde(default)]
    pub user_fee_model: Option<i64>,
    /// Assigned (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

impl RechargeChannelAssignment {
    /// Who pays the fee, when the server sent a value the portal knows.
    pub fn user_fee_model(&self) -> Option<UserFeeModel> {
        self.user_fee_model.and_then(UserFeeModel::from_value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::Rule;

    #[test]
    fn body_matches_the_contract_shape() {
        let fixture: Value = serde_json::from_str(include_str!(
            "../../tests/fixtures/recharge_channel_assignment_request.json"
        ))
        .unwrap();
        let request: RechargeChannelAssignmentRequest =
            serde_json::from_value(fixture.clone()).unwrap();
        assert_eq!(request.user_fee_model, UserFeeModel::PassThrough);
        assert_eq!(validate_assignment(&request), Ok(()));
        assert_eq!(serde_json::to_value(&request).unwrap(), fixture);
    }

    #[test]
    fn the_workspace_is_required_and_bounded() {
        for (id, rule) in [("", Rule::Required), (&*"w".repeat(65), Rule::TooLong(64))] {
            let request = RechargeChannelAssignmentRequest {
                workspace_biz_id: id.to_owned(),
                user_fee_model: UserFeeModel::Absorbed,
            };
            let errors = validate_assignment(&request).unwrap_err();
            assert_eq!(errors.rule_of("workspaceBizId"), Some(rule));
        }
    }
}
