//! Keys of the profile texts.

/// Profile, invitations, and the onboarding of an account without a workspace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProfileKey {
    /// Accept
    Accept,
    /// Invitation accepted
    Accepted,
    /// Created
    Created,
    /// Decline
    Decline,
    /// Decline invitation
    DeclineConfirm,
    /// Tell the inviter why you are declining. They will see your reason.
    DeclineIntro,
    /// Decline invitation
    DeclineTitle,
    /// Invitation declined
    Declined,
    /// Account details
    DetailsTitle,
    /// Display name
    DisplayName,
    /// Edit profile
    EditTitle,
    /// Email
    Email,
    /// Your account as the people in your workspaces see it.
    Intro,
    /// Invitation {number}
    InvitationNumber,
    /// Invitations to join workspaces. Accepting one adds the workspace to your list.
    InvitationsIntro,
    /// Invitations
    InvitationsTitle,
    /// Account language
    Language,
    /// Set when the account was registered. The portal's own language is chosen at the top of
    /// the page.
    LanguageNote,
    /// Name
    Name,
    /// Enter a display name.
    NameRequired,
    /// No invitations
    NoInvitations,
    /// When someone invites you to a workspace, the invitation appears here.
    NoInvitationsBody,
    /// Portal
    Portal,
    /// Reason
    Reason,
    /// Please give a reason for declining.
    ReasonRequired,
    /// Save
    Save,
    /// Profile saved
    Saved,
    /// Status
    Status,
    /// Time zone
    TimeZone,
    /// Country
    Country,
    /// Profile
    Title,
    /// Go to your workspaces
    GoToWorkspaces,
    /// If you expected an invitation, ask an administrator of your organisation to send one to your email.
    OnboardingHelp,
    /// Your account is not a member of any workspace yet. A workspace holds your organisation's settings and operations; you join one by accepting an invitation.
    OnboardingIntro,
    /// Welcome to Portal
    OnboardingTitle,
    /// Your invitations
    YourInvitations,
}
