//! The signed-in account, its profile update and its invitations.

use serde::{Deserialize, Serialize};

use crate::enumeration::EnumValue;

/// An account, as the profile and account endpoints return it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Account {
    /// Business id.
    pub biz_id: String,
    /// The account's home institution.
    #[serde(default)]
    pub institution_biz_id: Option<String>,
    /// Email.
    pub account_email: String,
    /// Phone; may be empty.
    #[serde(default)]
    pub account_phone: Option<String>,
    /// Display name.
    pub account_name: String,
    /// Free remark.
    #[serde(default)]
    pub account_remark: Option<String>,
    /// Portal type.
    pub account_portal: EnumValue,
    /// Status.
    #[serde(default)]
    pub account_status: Option<EnumValue>,
    /// Created (ISO 8601).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Updated (ISO 8601).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Locale tag.
    #[serde(default)]
    pub default_language: Option<String>,
    /// IANA zone id.
    #[serde(default)]
    pub default_timezone: Option<String>,
    /// Country code.
    #[serde(default)]
    pub default_country: Option<String>,
}

/// `POST /profile/update` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfileUpdateRequest {
    /// New display name.
    pub display_name: String,
    /// New IANA zone id.
    pub timezone: String,
}

/// An invitation to join a workspace. The contract does not show its fields, so every field
/// but the id is optional and the portal shows whatever else arrives as a generic record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    /// Business id.
    pub biz_id: String,
    /// Every other field, as sent.
    #[serde(flatten)]
    pub fields: serde_json::Map<String, serde_json::Value>,
}

/// `POST /profile/invitations/accept` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationAcceptRequest {
    /// The invitation.
    pub invitation_biz_id: String,
}

/// `POST /profile/invitations/decline` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationDeclineRequest {
    /// The invitation.
    pub invitation_biz_id: String,
    /// Why it is declined.
    pub reason: String,
}
