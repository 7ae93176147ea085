//! A role row as the contract's Role.

use portal_api::enumeration::{EnumObject, EnumValue, ROLE_CUSTOM, ROLE_OWNER};
use portal_api::roles::Role;

use crate::clock::iso;
use crate::db::roles::RoleRow;

/// The record, `roleType` as an enumeration object.
pub fn role(row: &RoleRow) -> Role {
    let kind = if row.is_owner() {
        ROLE_OWNER
    } else {
        ROLE_CUSTOM
    };
    Role {
        biz_id: row.biz_id.clone(),
        workspace_biz_id: row.workspace_biz_id.clone(),
        role_name: row.name.clone(),
        role_type: Some(EnumValue::Object(EnumObject::new(kind.0, kind.1))),
        description: row.description.clone(),
        permission_codes: row.permission_codes.clone(),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
    }
}
