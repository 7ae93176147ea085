//! The signed-in account and its invitations.

use portal_api::paths;
use portal_api::profile::*;

use crate::api::{core, ApiError};

/// The signed-in account.
pub async fn profile() -> Result<Account, ApiError> {
    core::get(paths::PROFILE).await
}

/// Changes display name and time zone.
pub async fn update_profile(display_name: &str, timezone: &str) -> Result<(), ApiError> {
    let body = ProfileUpdateRequest {
        display_name: display_name.trim().to_owned(),
        timezone: timezone.to_owned(),
    };
    core::post_unit(paths::PROFILE_UPDATE, &body).await
}

/// Open invitations (empty when none).
pub async fn invitations() -> Result<Vec<Invitation>, ApiError> {
    core::get(paths::INVITATIONS).await
}

/// Accepts an invitation.
pub async fn accept_invitation(invitation_biz_id: &str) -> Result<(), ApiError> {
    let body = InvitationAcceptRequest {
        invitation_biz_id: invitation_biz_id.to_owned(),
    };
    core::post_unit(paths::INVITATION_ACCEPT, &body).await
}

/// Declines an invitation with a reason.
pub async fn decline_invitation(invitation_biz_id: &str, reason: &str) -> Result<(), ApiError> {
    let body = InvitationDeclineRequest {
        invitation_biz_id: invitation_biz_id.to_owned(),
        reason: reason.trim().to_owned(),
    };
    core::post_unit(paths::INVITATION_DECLINE, &body).await
}
