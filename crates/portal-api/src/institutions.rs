//! Institutions (which serve as workspaces) and their queries.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::enumeration::EnumValue;
use crate::validation::{Checks, Rule, ValidationErrors};

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
/// editable fields of an institution, each optional (only supplied fields change). Country
/// and time zone have no field of their own in the contract's Institution, so they travel
/// in `extraConfig` under [`EXTRA_COUNTRY`] and [`EXTRA_TIMEZONE`]; given keys are merged
/// into the stored object, other keys stay.
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
    /// Keys of `extraConfig` to set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_config: Option<serde_json::Map<String, Value>>,
}

/// The `extraConfig` key of an institution's country (ISO 3166-1 alpha-2 code).
pub const EXTRA_COUNTRY: &str = "country";
/// The `extraConfig` key of an institution's time zone (IANA zone id).
pub const EXTRA_TIMEZONE: &str = "timezone";
/// The longest institution name.
pub const NAME_MAX: usize = 128;
/// The longest institution description.
pub const DESCRIPTION_MAX: usize = 1000;
/// The longest institution remark.
pub const REMARK_MAX: usize = 255;

impl InstitutionSelfUpdate {
    /// A string value of `extraConfig` set by this update.
    pub fn extra(&self, key: &str) -> Option<&str> {
        self.extra_config.as_ref()?.get(key)?.as_str()
    }
}

/// At least one field; a given name 1 to 128, description up to 1000, remark up to 255;
/// `extraConfig`'s country and time zone, when given, strings (whether they are listed
/// constants is the server's check).
pub fn validate_institution_self_update(
    update: &InstitutionSelfUpdate,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new();
    let nothing = update.institution_name.is_none()
        && update.institution_description.is_none()
        && update.institution_remark.is_none()
        && update.extra_config.as_ref().is_none_or(|m| m.is_empty());
    checks.check(nothing, "institutionName", Rule::NothingToChange);
    if let Some(name) = &update.institution_name {
        checks.required("institutionName", name, NAME_MAX);
    }
    if let Some(description) = &update.institution_description {
        checks.max_len("institutionDescription", description, DESCRIPTION_MAX);
    }
    if let Some(remark) = &update.institution_remark {
        checks.max_len("institutionRemark", remark, REMARK_MAX);
    }
    if let Some(extra) = &update.extra_config {
        for (key, field) in [(EXTRA_COUNTRY, "country"), (EXTRA_TIMEZONE, "timezone")] {
            let bad = extra.get(key).is_some_and(|v| !v.is_string());
            checks.check(bad, field, Rule::Unknown);
        }
    }
    checks.finish()
}

/// A string value of an institution's `extraConfig`.
pub fn extra_text<'a>(institution: &'a Institution, key: &str) -> Option<&'a str> {
    institution.extra_config.as_ref()?.get(key)?.as_str()
}
