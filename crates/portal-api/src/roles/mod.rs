//! Roles of a workspace and the permission tree: records, request bodies and their checks.

mod checks;
mod records;
mod requests;

pub use checks::{
    validate_role_create, validate_role_delete, validate_role_permissions, validate_role_update,
    ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX,
};
pub use records::{PermissionNode, Role};
pub use requests::{RoleCreate, RoleDelete, RolePermissionsSet, RoleUpdate};
