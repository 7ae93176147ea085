//! Institutions (which serve as workspaces) and their queries.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::enumeration::EnumValue;

/// Institution types the workspace query accepts.
pub const INSTITUTION_TYPES: [&str; 4] = ["SERVICE", "TENANT", "PARTNER", "CONSUMER"];
/// Institution statuses.
pub const INSTITUTION_STATUSES: [&str; 6] = [
    "PENDING",
    "REVIEWING",
    "ACTIVE",
    "REJECTED",
    "SUSPENDED",
    "CLOSED",
];

/// An institution.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Institution {
    /// Business id.
    pub biz_id: String,
    /// Name.
    pub institution_name: String,
    /// Description.
    #[serde(default)]
    pub institution_description: Option<String>,
    /// Remark.
    #[serde(default)]
    pub institution_remark: Option<String>,
    /// Type: an enumeration object, or a plain string on the workspace endpoint.
    pub institution_type: EnumValue,
    /// Status: an enumeration object, or a plain string on the workspace endpoint.
    pub institution_status: EnumValue,
    /// Extra configuration.
    #[serde(default)]
    pub extra_config: Option<Value>,
    /// Created (ISO 8601).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Updated (ISO 8601).
    #[serde(default)]
    pub updated_at: Option<String>,
}

/// `POST /web/v1/workspaces/{workspaceId}/institutions/query` body; every field optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkspaceInstitutionQuery {
    /// Exact business id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_biz_id: Option<String>,
    /// One of [`INSTITUTION_TYPES`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_type: Option<String>,
    /// One of [`INSTITUTION_STATUSES`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_status: Option<String>,
    /// Partial name match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_name: Option<String>,
    /// 0-based page (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<i64>,
    /// 1 to 100 (default 20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
}

/// `POST /institutions/self/update` body. The contract does not show it; these are the
/// editable fields of an institution, each optional (only supplied fields change).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InstitutionSelfUpdate {
    /// New name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_name: Option<String>,
    /// New description.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_description: Option<String>,
    /// New remark.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution_remark: Option<String>,
}
