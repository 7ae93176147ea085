//! A role and a node of the permission tree as the portal reads them.

use serde::{Deserialize, Serialize};

use crate::enumeration::{EnumValue, ROLE_OWNER};

/// A role of one workspace (the contract's Role).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Role {
    /// The business id.
    pub biz_id: String,
    /// The workspace it belongs to.
    #[serde(default)]
    pub workspace_biz_id: String,
    /// The name shown.
    #[serde(default)]
    pub role_name: String,
    /// OWNER (built in) or CUSTOM.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role_type: Option<EnumValue>,
    /// What it is for.
    #[serde(default)]
    pub description: String,
    /// Granted codes, each `<group>:<action>`.
    #[serde(default)]
    pub permission_codes: Vec<String>,
    /// Created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: String,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: String,
}

impl Role {
    /// Whether this is the built-in OWNER role, which cannot be changed.
    pub fn is_owner(&self) -> bool {
        self.role_type
            .as_ref()
            .is_some_and(|t| t.code() == ROLE_OWNER.0)
    }
}

/// One node of the permission tree (the contract's Permission tree node).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PermissionNode {
    /// The business id.
    pub biz_id: String,
    /// The code: `<group>:<action>` on a leaf, the group's or section's name above.
    pub permission_code: String,
    /// The name shown.
    #[serde(default)]
    pub permission_name: String,
    /// What it allows.
    #[serde(default)]
    pub permission_description: Option<String>,
    /// The parent node, none at the top.
    #[serde(default)]
    pub parent_biz_id: Option<String>,
    /// The group it belongs to.
    #[serde(default)]
    pub permission_group: String,
    /// Which portals see it (null: every portal).
    #[serde(default)]
    pub portal_visibility: Option<serde_json::Value>,
    /// Order among its siblings.
    #[serde(default)]
    pub sort_order: i64,
    /// A disabled node cannot be granted or taken away.
    #[serde(default = "enabled")]
    pub is_enabled: bool,
    /// The nodes under it.
    #[serde(default)]
    pub children: Vec<PermissionNode>,
}

fn enabled() -> bool {
    true
}

impl PermissionNode {
    /// Every leaf code under (or of) this node, depth first.
    pub fn leaf_codes(&self, out: &mut Vec<String>) {
        if self.children.is_empty() {
            out.push(self.permission_code.clone());
        }
        for child in &self.children {
            child.leaf_codes(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_contract_shapes() {
        let role: Role = serde_json::from_value(serde_json::json!({
            "bizId": "role_1", "workspaceBizId": "ins_1", "roleName": "Owner",
            "roleType": {"code": "OWNER", "value": 10010901, "label": "Owner"},
            "description": "", "permissionCodes": ["roles:read"],
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"
        }))
        .unwrap();
        assert!(role.is_owner());
        let node: PermissionNode = serde_json::from_value(serde_json::json!({
            "bizId": "p1", "permissionCode": "roles", "permissionName": "Roles",
            "permissionDescription": null, "parentBizId": null, "permissionGroup": "roles",
            "portalVisibility": null, "sortOrder": 1, "isEnabled": true,
            "children": [{"bizId": "p2", "permissionCode": "roles:read", "permissionName": "Read",
                "permissionDescription": "See roles", "parentBizId": "p1",
                "permissionGroup": "roles", "portalVisibility": null, "sortOrder": 1,
                "isEnabled": false, "children": []}]
        }))
        .unwrap();
        let mut codes = Vec::new();
        node.leaf_codes(&mut codes);
        assert_eq!(codes, ["roles:read"]);
        assert!(!node.children[0].is_enabled);
    }
}
