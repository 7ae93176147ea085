//! English texts of the accounts and pending users.

use crate::i18n::AccountKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: AccountKey) -> &'static str {
    match key {
        AccountKey::Title => "Accounts",
        AccountKey::Intro => "Every account you can administer, oldest first.",
        AccountKey::Caption => "Accounts",
        AccountKey::Count => "{count} accounts",
        AccountKey::EmptyTitle => "No accounts",
        AccountKey::EmptyBody => "There are no accounts you can administer.",
        AccountKey::Name => "Name",
        AccountKey::Email => "Email",
        AccountKey::Status => "Status",
        AccountKey::Portal => "Portal",
        AccountKey::Institution => "Institution",
        AccountKey::Created => "Created",
        AccountKey::Create => "Create administrator",
        AccountKey::CreateTitle => "New administrator account",
        AccountKey::CreateHint => "The new administrator sets a first password before signing in.",
        AccountKey::DisplayName => "Display name",
        AccountKey::OwnInstitution => "Your own institution",
        AccountKey::CreatedToast => "Administrator account created",
        AccountKey::AccountTitle => "Account {id}",
        AccountKey::BackToAccounts => "Back to accounts",
        AccountKey::Rename => "Change display name",
        AccountKey::Renamed => "Display name saved",
        AccountKey::Save => "Save",
        AccountKey::Disable => "Disable account",
        AccountKey::Enable => "Enable account",
        AccountKey::DisableTitle => "Disable this account?",
        AccountKey::EnableTitle => "Enable this account?",
        AccountKey::DisableIntro => "{name} will no longer be able to sign in.",
        AccountKey::EnableIntro => "{name} will be able to sign in again.",
        AccountKey::Disabled => "Account disabled",
        AccountKey::Enabled => "Account enabled",
        AccountKey::PendingTitle => "Pending users",
        AccountKey::PendingIntro => {
            "People who registered and are waiting for an administrator's approval."
        }
        AccountKey::PendingCaption => "Users waiting for approval",
        AccountKey::PendingCount => "{count} waiting",
        AccountKey::PendingEmptyTitle => "Nobody is waiting",
        AccountKey::PendingEmptyBody => "There are no users waiting for approval.",
        AccountKey::Registered => "Registered",
        AccountKey::Actions => "Actions",
        AccountKey::Approve => "Approve",
        AccountKey::Reject => "Reject",
        AccountKey::ApproveTitle => "Approve this user?",
        AccountKey::ApproveIntro => "{name} ({email}) will be able to sign in.",
        AccountKey::Approved => "User approved",
        AccountKey::RejectTitle => "Reject this user",
        AccountKey::RejectIntro => {
            "{name} ({email}) will not be able to sign in. The reason is kept with the account."
        }
        AccountKey::Reason => "Reason",
        AccountKey::ReasonRequired => "Give a reason for rejecting this user.",
        AccountKey::Rejected => "User rejected",
        AccountKey::ApproveOne => "Approve {email}",
        AccountKey::RejectOne => "Reject {email}",
    }
}
