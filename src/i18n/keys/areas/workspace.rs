//! Keys of workspaces texts.

/// Workspace selection and home.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkspaceKey {
    /// Areas
    Areas,
    /// Choose a workspace
    ChooseWorkspace,
    /// Created
    Created,
    /// Current
    Current,
    /// Details
    Details,
    /// Workspace ID
    Id,
    /// Accept or decline invitations to other workspaces.
    InvitationsArea,
    /// No workspaces yet
    NoWorkspaces,
    /// Your account is not a member of any workspace. Accept an invitation to join one.
    NoWorkspacesBody,
    /// This workspace does not exist or your account cannot access it.
    NotFoundBody,
    /// Workspace not available
    NotFoundTitle,
    /// Workspace overview
    Overview,
    /// Your account details, display name and time zone.
    ProfileArea,
    /// Your account can work in several workspaces. Choose one for this tab.
    SelectIntro,
    /// Choose a workspace
    SelectTitle,
    /// Status
    Status,
    /// Work in another of your workspaces.
    SwitchArea,
    /// Switch workspace
    SwitchWorkspace,
    /// Type
    Type,
    /// View invitations
    ViewInvitations,
    /// Workspace
    Workspace,
    /// Needs attention
    Attention,
    /// Pending recharges
    PendingRecharges,
    /// Oldest waiting {age}
    OldestWaiting,
    /// {count} min
    AgeMinutes,
    /// {count} h
    AgeHours,
    /// {count} d
    AgeDays,
    /// Totals of the oldest {read} of {count}: {totals}
    TotalsPartial,
    /// Totals of all {count}: {totals}
    TotalsAll,
    /// Users to approve
    UsersToApprove,
    /// Invitations waiting
    InvitationsWaiting,
    /// Exports ready
    ExportsReady,
    /// Exports failed
    ExportsFailed,
    /// Counted in {read} of {count} exports
    ExportsPartial,
    /// Channels in an error state
    ChannelsInError,
    /// Of the {count} notification channels opened in this browser
    ChannelsSeen,
    /// Not available to your role
    NotForRole,
    /// Could not be read just now
    FigureUnread,
    /// Refreshed every {seconds} s while you work
    AttentionRefresh,
}
