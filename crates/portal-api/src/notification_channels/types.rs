//! One notification channel type, as the type query lists it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The statuses a channel type can have.
pub const TYPE_STATUSES: [&str; 2] = ["ENABLED", "DISABLED"];

/// A notification channel type. Every field but `bizId` is optional; unknown fields are kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationChannelType {
    /// The business id.
    pub biz_id: String,
    /// The code, such as `EMAIL`.
    #[serde(default)]
    pub type_code: Option<String>,
    /// The numeric value, such as 80010101.
    #[serde(default)]
    pub type_value: Option<i64>,
    /// The name shown.
    #[serde(default)]
    pub type_name: Option<String>,
    /// What it is.
    #[serde(default)]
    pub type_description: Option<String>,
    /// ENABLED or DISABLED.
    #[serde(default)]
    pub type_status: Option<String>,
    /// Position in lists.
    #[serde(default)]
    pub display_order: Option<i64>,
    /// An icon's address.
    #[serde(default)]
    pub icon_url: Option<String>,
    /// Type-specific settings.
    #[serde(default)]
    pub extra_config: Option<Value>,
    /// Created (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Last changed (ISO 8601 UTC).
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}
