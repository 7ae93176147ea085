//! `POST /transfers/admin/orders/workspace/query`: a workspace's transfer orders, one page.

use serde::{Deserialize, Serialize};

use crate::pagination::PageRequest;
use crate::validation::{validate_target_workspace, ValidationErrors};

/// The body: the workspace and the page. Page and size follow the paginated-list rules
/// (negative refused, size capped at 100); absent ones take the defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TransferWorkspaceQuery {
    /// The workspace (institution) whose orders to list.
    pub target_workspace_biz_id: String,
    /// 0-based page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<i64>,
    /// Page size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
}

impl TransferWorkspaceQuery {
    /// Page `page` of `workspace`'s orders.
    pub fn new(workspace: &str, page: PageRequest) -> Self {
        Self {
            target_workspace_biz_id: workspace.to_owned(),
            page: Some(page.page),
            size: Some(page.size),
        }
    }
}

/// The workspace is required and at most 64 characters.
pub fn validate_transfer_workspace_query(
    query: &TransferWorkspaceQuery,
) -> Result<(), ValidationErrors> {
    validate_target_workspace(&query.target_workspace_biz_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sends_the_page_and_requires_the_workspace() {
        let query = TransferWorkspaceQuery::new("ins_acme", PageRequest { page: 2, size: 50 });
        assert_eq!(
            serde_json::to_value(&query).unwrap(),
            serde_json::json!({"targetWorkspaceBizId": "ins_acme", "page": 2, "size": 50})
        );
        assert_eq!(validate_transfer_workspace_query(&query), Ok(()));
        let blank: TransferWorkspaceQuery =
            serde_json::from_value(serde_json::json!({"targetWorkspaceBizId": " "})).unwrap();
        assert_eq!((blank.page, blank.size), (None, None));
        assert!(validate_transfer_workspace_query(&blank).is_err());
    }
}
