//! Keys of the role editor texts.

/// Role editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RolesKey {
    /// Roles
    Title,
    /// Roles of this workspace and the permissions each one grants.
    Intro,
    /// New role
    NewRole,
    /// Name
    ColName,
    /// Type
    ColType,
    /// Description
    ColDescription,
    /// Permissions
    ColPermissions,
    /// Updated
    ColUpdated,
    /// {count} permissions
    PermissionCount,
    /// No roles
    EmptyTitle,
    /// This workspace has no roles yet.
    EmptyBody,
    /// New role
    CreateTitle,
    /// Name
    FieldName,
    /// Description
    FieldDescription,
    /// Role created
    Created,
    /// Rename
    Rename,
    /// Rename role
    RenameTitle,
    /// Role saved
    Renamed,
    /// Delete role?
    DeleteTitle,
    /// Delete the role “{name}”? Accounts holding it lose its permissions. This cannot be undone.
    DeleteIntro,
    /// Role deleted
    Deleted,
    /// Back to roles
    BackToRoles,
    /// Role {name}
    RoleTitle,
    /// The built-in OWNER role holds every permission and cannot be changed.
    OwnerNote,
    /// No description
    NoDescription,
    /// Permissions
    PermissionsTitle,
    /// Filter permissions
    Filter,
    /// Matches names, codes and descriptions.
    FilterHint,
    /// No permission matches this filter.
    NoMatch,
    /// Switched off
    Disabled,
    /// Changes to save
    ChangesTitle,
    /// {count} unsaved change|{count} unsaved changes
    UnsavedCount,
    /// Review changes
    ReviewChanges,
    /// Added ({count})
    Added,
    /// Removed ({count})
    Removed,
    /// No unsaved changes.
    NoChanges,
    /// Someone else changed this role's permissions while you were editing, so nothing was saved.
    /// Your changes are kept on top of theirs: check the lists and save again.
    ChangedElsewhere,
    /// Save permissions
    Save,
    /// Discard changes
    Discard,
    /// Permissions saved
    Saved,
    /// The permission changes to this role are not saved. Leave and lose them?
    LeaveIntro,
    /// Read
    PermissionRead,
    /// Write
    PermissionWrite,
    /// Exchange fees and rates
    PermissionExchangeConfig,
    /// Your permission changes from before are back. They are not saved yet.
    KeptChanges,
}
