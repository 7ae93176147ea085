//! Keys of the account and pending user texts.

/// Accounts, one account's page, and pending users.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccountsKey {
    /// Accounts
    Title,
    /// Every account you can administer, oldest first.
    Intro,
    /// Accounts
    Caption,
    /// {count} accounts
    Count,
    /// No accounts
    EmptyTitle,
    /// There are no accounts you can administer.
    EmptyBody,
    /// Name
    Name,
    /// Email
    Email,
    /// Status
    Status,
    /// Portal
    Portal,
    /// Institution
    Institution,
    /// Created
    Created,
    /// Create administrator
    Create,
    /// New administrator account
    CreateTitle,
    /// The new administrator sets a first password before signing in.
    CreateHint,
    /// Display name
    DisplayName,
    /// Your own institution
    OwnInstitution,
    /// {name} (your own institution)
    OwnInstitutionNamed,
    /// Administrator account created
    CreatedToast,
    /// Account {id}
    AccountTitle,
    /// Back to accounts
    BackToAccounts,
    /// Change display name
    Rename,
    /// Display name saved
    Renamed,
    /// Save
    Save,
    /// Disable account
    Disable,
    /// Enable account
    Enable,
    /// Disable this account?
    DisableTitle,
    /// Enable this account?
    EnableTitle,
    /// {name} will no longer be able to sign in.
    DisableIntro,
    /// {name} will be able to sign in again.
    EnableIntro,
    /// Account disabled
    Disabled,
    /// Account enabled
    Enabled,
    /// This is your own account: another administrator can disable or enable it, you cannot.
    OwnStatusNote,
    /// Pending users
    PendingTitle,
    /// People who registered and are waiting for an administrator's approval.
    PendingIntro,
    /// Users waiting for approval
    PendingCaption,
    /// {count} waiting
    PendingCount,
    /// Nobody is waiting
    PendingEmptyTitle,
    /// There are no users waiting for approval.
    PendingEmptyBody,
    /// Registered
    Registered,
    /// Actions
    Actions,
    /// Approve
    Approve,
    /// Reject
    Reject,
    /// Approve this user?
    ApproveTitle,
    /// {name} ({email}) will be able to sign in.
    ApproveIntro,
    /// User approved
    Approved,
    /// Reject this user
    RejectTitle,
    /// {name} ({email}) will not be able to sign in. The reason is kept with the account.
    RejectIntro,
    /// Reason
    Reason,
    /// Give a reason for rejecting this user.
    ReasonRequired,
    /// User rejected
    Rejected,
    /// That user is no longer waiting: another administrator has already approved or rejected them.
    AlreadyDecided,
    /// Approve {email}
    ApproveOne,
    /// Reject {email}
    RejectOne,
    /// Workspace
    Workspace,
    /// Not one of your workspaces
    NotYourWorkspace,
    /// This list holds the accounts of every institution you can see, not only {workspace}: filter by Institution to keep to one.
    SpansAccounts,
    /// This list holds the users waiting in every institution you can see, not only {workspace}: filter by Institution to keep to one.
    SpansPending,
    /// Show only this workspace
    OnlyThisWorkspace,
}
