//! One stored file as the portal reads it, and the link `download-url` answers.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A file. The contract does not show its fields: `bizId` follows the contract's conventions,
/// the other named fields are the sandbox's (docs/sandbox-records.md) and optional, and
/// everything else is kept in `other` for the generic record view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRecord {
    /// The business id.
    pub biz_id: String,
    /// The name it was uploaded under.
    #[serde(default)]
    pub file_name: Option<String>,
    /// Its length in bytes.
    #[serde(default)]
    pub size: Option<u64>,
    /// When it was uploaded (ISO 8601 UTC).
    #[serde(default)]
    pub created_at: Option<String>,
    /// Every other field the server sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

/// The link in a `download-url` answer, whose shape the contract does not show: the data
/// itself when it is a string, else its `url` or `downloadUrl` field.
pub fn download_link(data: &Value) -> Option<&str> {
    match data {
        Value::String(url) => Some(url.as_str()),
        Value::Object(map) => ["url", "downloadUrl"]
            .iter()
            .find_map(|k| map.get(*k).and_then(Value::as_str)),
        _ => None,
    }
    .filter(|url| url.starts_with("http://") || url.starts_with("https://") || url.starts_with('/'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn finds_the_link_in_either_form() {
        assert_eq!(download_link(&json!("https://x/y")), Some("https://x/y"));
        assert_eq!(
            download_link(&json!({"url": "/f/1", "expiresAt": "t"})),
            Some("/f/1")
        );
        assert_eq!(
            download_link(&json!({"downloadUrl": "https://x"})),
            Some("https://x")
        );
        assert_eq!(download_link(&json!({"url": "javascript:alert(1)"})), None);
        assert_eq!(download_link(&json!(null)), None);
    }
}
