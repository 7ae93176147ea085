//! English texts of workspaces.

use crate::i18n::WorkspaceKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: WorkspaceKey) -> &'static str {
    match key {
        WorkspaceKey::Areas => "Areas",
        WorkspaceKey::ChooseWorkspace => "Choose a workspace",
        WorkspaceKey::Created => "Created",
        WorkspaceKey::Current => "Current",
        WorkspaceKey::Details => "Details",
        WorkspaceKey::GoToWorkspaces => "Go to your workspaces",
        WorkspaceKey::Id => "Workspace ID",
        WorkspaceKey::InvitationsArea => "Accept or decline invitations to other workspaces.",
        WorkspaceKey::NoWorkspaces => "No workspaces yet",
        WorkspaceKey::NoWorkspacesBody => "Your account is not a member of any workspace. Accept an invitation to join one.",
        WorkspaceKey::NotFoundBody => "This workspace does not exist or your account cannot access it.",
        WorkspaceKey::NotFoundTitle => "Workspace not available",
        WorkspaceKey::OnboardingHelp => "If you expected an invitation, ask an administrator of your organisation to send one to your email.",
        WorkspaceKey::OnboardingIntro => "Your account is not a member of any workspace yet. A workspace holds your organisation's settings and operations; you join one by accepting an invitation.",
        WorkspaceKey::OnboardingTitle => "Welcome to Portal",
        WorkspaceKey::Overview => "Workspace overview",
        WorkspaceKey::ProfileArea => "Your account details, display name and time zone.",
        WorkspaceKey::SelectIntro => "Your account can work in several workspaces. Choose one for this tab.",
        WorkspaceKey::SelectTitle => "Choose a workspace",
        WorkspaceKey::Status => "Status",
        WorkspaceKey::SwitchArea => "Work in another of your workspaces.",
        WorkspaceKey::SwitchWorkspace => "Switch workspace",
        WorkspaceKey::Type => "Type",
        WorkspaceKey::ViewInvitations => "View invitations",
        WorkspaceKey::Workspace => "Workspace",
        WorkspaceKey::YourInvitations => "Your invitations",
    }
}
