//! English texts of the role editor.

use crate::i18n::RoleKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: RoleKey) -> &'static str {
    match key {
        RoleKey::Title => "Roles",
        RoleKey::Intro => "Roles of this workspace and the permissions each one grants.",
        RoleKey::NewRole => "New role",
        RoleKey::ColName => "Name",
        RoleKey::ColType => "Type",
        RoleKey::ColDescription => "Description",
        RoleKey::ColPermissions => "Permissions",
        RoleKey::ColUpdated => "Updated",
        RoleKey::PermissionCount => "{count} permissions",
        RoleKey::EmptyTitle => "No roles",
        RoleKey::EmptyBody => "This workspace has no roles yet.",
        RoleKey::CreateTitle => "New role",
        RoleKey::FieldName => "Name",
        RoleKey::FieldDescription => "Description",
        RoleKey::Created => "Role created",
        RoleKey::Rename => "Rename",
        RoleKey::RenameTitle => "Rename role",
        RoleKey::Renamed => "Role saved",
        RoleKey::DeleteTitle => "Delete role?",
        RoleKey::DeleteIntro => "Delete the role “{name}”? Accounts holding it lose its permissions. This cannot be undone.",
        RoleKey::Deleted => "Role deleted",
        RoleKey::BackToRoles => "Back to roles",
        RoleKey::RoleTitle => "Role {name}",
        RoleKey::OwnerNote => "The built-in OWNER role holds every permission and cannot be changed.",
        RoleKey::NoDescription => "No description",
        RoleKey::PermissionsTitle => "Permissions",
        RoleKey::Filter => "Filter permissions",
        RoleKey::FilterHint => "Matches names, codes and descriptions.",
        RoleKey::NoMatch => "No permission matches this filter.",
        RoleKey::Disabled => "Switched off",
        RoleKey::ChangesTitle => "Changes to save",
        RoleKey::Added => "Added ({count})",
        RoleKey::Removed => "Removed ({count})",
        RoleKey::NoChanges => "No unsaved changes.",
        RoleKey::Save => "Save permissions",
        RoleKey::Discard => "Discard changes",
        RoleKey::Saved => "Permissions saved",
        RoleKey::LeaveTitle => "Leave without saving?",
        RoleKey::LeaveIntro => "The permission changes to this role are not saved. Leave and lose them?",
        RoleKey::Leave => "Leave",
    }
}
