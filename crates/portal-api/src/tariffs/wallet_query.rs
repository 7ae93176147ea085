//! `POST /tariffs/wallet/workspace/query`: the tariffs of one workspace's wallets.

use serde::{Deserialize, Serialize};

use crate::validation::{validate_target_workspace, ValidationErrors};

/// The body: the workspace whose wallet tariffs to list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletTariffWorkspaceQuery {
    /// The workspace (institution).
    pub target_workspace_biz_id: String,
}

/// The workspace is required and at most 64 characters.
pub fn validate_wallet_tariff_workspace_query(
    query: &WalletTariffWorkspaceQuery,
) -> Result<(), ValidationErrors> {
    validate_target_workspace(&query.target_workspace_biz_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_workspace_is_required() {
        let query = |w: &str| WalletTariffWorkspaceQuery {
            target_workspace_biz_id: w.to_owned(),
        };
        assert_eq!(
            validate_wallet_tariff_workspace_query(&query("ins_acme")),
            Ok(())
        );
        assert!(validate_wallet_tariff_workspace_query(&query("")).is_err());
        assert!(validate_wallet_tariff_workspace_query(&query(&"x".repeat(65))).is_err());
    }
}
