//! Bodies of creating, updating and deleting a role and of setting its permissions.

use serde::{Deserialize, Serialize};

/// `POST /roles`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleCreate {
    /// The name, unique in the workspace.
    pub role_name: String,
    /// What it is for; may be empty.
    #[serde(default)]
    pub description: String,
}

/// `POST /roles/update`: rename and describe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleUpdate {
    /// The role.
    pub role_id: String,
    /// The new name.
    pub role_name: String,
    /// The new description.
    #[serde(default)]
    pub description: String,
}

/// `POST /roles/delete`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleDelete {
    /// The role.
    pub role_id: String,
}

/// `POST /roles/permissions`: the role's whole set of codes afterwards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RolePermissionsSet {
    /// The role.
    pub role_id: String,
    /// Every code it holds afterwards.
    pub permission_codes: Vec<String>,
}
