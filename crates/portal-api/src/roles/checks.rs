//! The rules the role bodies must meet (the sandbox's 400 answers, the portal's inline messages).

use super::{RoleCreate, RoleDelete, RolePermissionsSet, RoleUpdate};
use crate::validation::{Checks, Rule, ValidationErrors, BIZ_ID_MAX};

/// The longest role name.
pub const ROLE_NAME_MAX: usize = 64;
/// The longest role description.
pub const ROLE_DESCRIPTION_MAX: usize = 255;
/// The longest permission code.
const CODE_MAX: usize = 64;

/// Name required (at most 64), description at most 255.
pub fn validate_role_create(request: &RoleCreate) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("roleName", &request.role_name, ROLE_NAME_MAX);
    checks.max_len("description", &request.description, ROLE_DESCRIPTION_MAX);
    checks.finish()
}

/// `roleId` required, then as on creation.
pub fn validate_role_update(request: &RoleUpdate) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("roleId", &request.role_id, BIZ_ID_MAX);
    checks.required("roleName", &request.role_name, ROLE_NAME_MAX);
    checks.max_len("description", &request.description, ROLE_DESCRIPTION_MAX);
    checks.finish()
}

/// `roleId` required.
pub fn validate_role_delete(request: &RoleDelete) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("roleId", &request.role_id, BIZ_ID_MAX);
    checks.finish()
}

/// `roleId` required; every code non-blank, at most 64 characters and `<group>:<action>`.
/// Whether each code exists is the server's to say (it owns the tree).
pub fn validate_role_permissions(request: &RolePermissionsSet) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    checks.required("roleId", &request.role_id, BIZ_ID_MAX);
    let bad = request.permission_codes.iter().any(|c| {
        c.chars().count() > CODE_MAX
            || c.split_once(':')
                .is_none_or(|(group, action)| group.is_empty() || action.is_empty())
    });
    checks.check(bad, "permissionCodes", Rule::BadCharacters);
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_codes() {
        let create = |name: &str| RoleCreate {
            role_name: name.to_owned(),
            description: String::new(),
        };
        assert!(validate_role_create(&create("Auditor")).is_ok());
        let blank = validate_role_create(&create("  ")).unwrap_err();
        assert_eq!(blank.rule_of("roleName"), Some(Rule::Required));
        let long = validate_role_create(&create(&"r".repeat(65))).unwrap_err();
        assert_eq!(long.rule_of("roleName"), Some(Rule::TooLong(64)));
        let set = |codes: &[&str]| RolePermissionsSet {
            role_id: "role_1".to_owned(),
            permission_codes: codes.iter().map(|c| (*c).to_owned()).collect(),
        };
        assert!(validate_role_permissions(&set(&["roles:read", "files:write"])).is_ok());
        assert!(validate_role_permissions(&set(&[])).is_ok());
        for bad in ["roles", ":read", "roles:"] {
            let e = validate_role_permissions(&set(&[bad])).unwrap_err();
            assert_eq!(
                e.rule_of("permissionCodes"),
                Some(Rule::BadCharacters),
                "{bad}"
            );
        }
    }
}
