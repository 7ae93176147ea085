//! Account administration and pending users: request bodies and their rules.

mod checks;

pub use checks::{
    validate_account_init, validate_account_update, validate_status_change, validate_user_reject,
    DISPLAY_NAME_MAX, EMAIL_MAX, REASON_MAX,
};

use serde::{Deserialize, Serialize};

/// Account status codes an administrator may set with `/accounts/admin/status`. DISABLED is
/// not in the contract (which names ACTIVE and PENDING_INIT only); its value is our own.
pub const SETTABLE_STATUSES: [&str; 2] = ["ACTIVE", "DISABLED"];
/// The value of the DISABLED status (ours; the contract shows no value for it).
pub const ACCOUNT_DISABLED: (&str, i64) = ("DISABLED", 10010203);
/// The value of a rejected pending user's status (ours).
pub const ACCOUNT_REJECTED: (&str, i64) = ("REJECTED", 10010205);

/// `POST /accounts/admin/init` body. The contract shows only "object (empty object
/// rejected)"; this is our shape: a new administrator who sets a first password later.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountInitRequest {
    /// Sign-in email, unique.
    #[serde(default)]
    pub email: String,
    /// Display name.
    #[serde(default)]
    pub display_name: String,
    /// Home institution; the caller's own when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_biz_id: Option<String>,
}

/// `POST /accounts/admin/status` body (our shape; the contract shows only "object").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountStatusRequest {
    /// The account.
    #[serde(default)]
    pub user_biz_id: String,
    /// One of [`SETTABLE_STATUSES`].
    #[serde(default)]
    pub account_status: String,
}

/// `POST /accounts/admin/update` body.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountUpdateRequest {
    /// The account.
    #[serde(default)]
    pub user_biz_id: String,
    /// New display name.
    #[serde(default)]
    pub display_name: String,
}

/// `POST /users/admin/approve` body.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserApproveRequest {
    /// The pending user.
    #[serde(default)]
    pub user_biz_id: String,
}

/// `POST /users/admin/reject` body.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserRejectRequest {
    /// The pending user.
    #[serde(default)]
    pub user_biz_id: String,
    /// Why the user is rejected.
    #[serde(default)]
    pub reason: String,
}
