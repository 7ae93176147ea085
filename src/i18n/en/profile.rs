//! English texts of the profile.

use crate::i18n::ProfileKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ProfileKey) -> &'static str {
    match key {
        ProfileKey::Accept => "Accept",
        ProfileKey::Accepted => "Invitation accepted",
        ProfileKey::Created => "Created",
        ProfileKey::Decline => "Decline",
        ProfileKey::DeclineConfirm => "Decline invitation",
        ProfileKey::DeclineIntro => {
            "Tell the inviter why you are declining. They will see your reason."
        }
        ProfileKey::DeclineTitle => "Decline invitation",
        ProfileKey::Declined => "Invitation declined",
        ProfileKey::DetailsTitle => "Account details",
        ProfileKey::DisplayName => "Display name",
        ProfileKey::EditTitle => "Edit profile",
        ProfileKey::Email => "Email",
        ProfileKey::Intro => "Your account as the people in your workspaces see it.",
        ProfileKey::InvitationNumber => "Invitation {number}",
        ProfileKey::InvitationsIntro => {
            "Invitations to join workspaces. Accepting one adds the workspace to your list."
        }
        ProfileKey::InvitationsTitle => "Invitations",
        ProfileKey::Language => "Language",
        ProfileKey::Name => "Name",
        ProfileKey::NameRequired => "Enter a display name.",
        ProfileKey::NoInvitations => "No invitations",
        ProfileKey::NoInvitationsBody => {
            "When someone invites you to a workspace, the invitation appears here."
        }
        ProfileKey::Portal => "Portal",
        ProfileKey::Reason => "Reason",
        ProfileKey::ReasonRequired => "Please give a reason for declining.",
        ProfileKey::Save => "Save",
        ProfileKey::Saved => "Profile saved",
        ProfileKey::Status => "Status",
        ProfileKey::TimeZone => "Time zone",
        ProfileKey::Country => "Country",
        ProfileKey::Title => "Profile",
    }
}
