//! Roles of the current workspace and the permission tree.

use portal_api::paths;
use portal_api::roles::{
    PermissionNode, Role, RoleCreate, RoleDelete, RolePermissionsSet, RoleUpdate,
};

use crate::api::{core, ApiError};

/// Every role of the workspace.
pub async fn roles() -> Result<Vec<Role>, ApiError> {
    core::get(paths::ROLES).await
}

/// One role.
pub async fn role(biz_id: &str) -> Result<Role, ApiError> {
    core::get(&paths::fill(paths::ROLE, &[biz_id])).await
}

/// The codes a role holds now, as the server has them.
pub async fn permissions(biz_id: &str) -> Result<Vec<String>, ApiError> {
    core::get(&paths::fill(paths::ROLE_PERMISSIONS, &[biz_id])).await
}

/// Creates a CUSTOM role without permissions (HTTP 201, code 2001).
pub async fn create(body: &RoleCreate) -> Result<Role, ApiError> {
    core::post(paths::ROLES, body).await
}

/// Renames and describes a role.
pub async fn update(body: &RoleUpdate) -> Result<Role, ApiError> {
    core::post(paths::ROLE_UPDATE, body).await
}

/// Deletes a role (the answer is `{success, data: null}`).
pub async fn delete(role_id: &str) -> Result<(), ApiError> {
    let body = RoleDelete {
        role_id: role_id.to_owned(),
    };
    core::post_unit(paths::ROLE_DELETE, &body).await
}

/// Replaces a role's codes; the role as saved.
pub async fn set_permissions(role_id: &str, codes: Vec<String>) -> Result<Role, ApiError> {
    let body = RolePermissionsSet {
        role_id: role_id.to_owned(),
        permission_codes: codes,
    };
    core::post(paths::ROLE_SET_PERMISSIONS, &body).await
}

/// The whole permission tree.
pub async fn tree() -> Result<Vec<PermissionNode>, ApiError> {
    core::get(paths::PERMISSION_TREE).await
}
