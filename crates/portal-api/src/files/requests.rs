//! `POST /files/query` (an institution's files) and `POST /files/delete` (one file).

use serde::{Deserialize, Serialize};

use crate::pagination::PageRequest;
use crate::validation::{Checks, ValidationErrors, BIZ_ID_MAX};

/// The files of `institutionBizId` (PG-B). `page` and `size` are optional, with the
/// paginated-list rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileQuery {
    /// Whose files.
    #[serde(default)]
    pub institution_biz_id: String,
    /// 0-based page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<i64>,
    /// Page size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
}

impl FileQuery {
    /// Page `page` of `institution`'s files.
    pub fn new(institution: &str, page: PageRequest) -> Self {
        Self {
            institution_biz_id: institution.to_owned(),
            page: Some(page.page),
            size: Some(page.size),
        }
    }
}

/// The institution is required and at most 64 characters.
pub fn validate_file_query(query: &FileQuery) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("institutionBizId", &query.institution_biz_id, BIZ_ID_MAX);
    checks.finish()
}

/// `{fileBizId}`: the file to delete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileDelete {
    /// The file.
    #[serde(default)]
    pub file_biz_id: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names() {
        let query = FileQuery::new("ins_acme", PageRequest { page: 1, size: 20 });
        assert_eq!(
            serde_json::to_value(&query).unwrap(),
            serde_json::json!({"institutionBizId": "ins_acme", "page": 1, "size": 20})
        );
        let blank: FileQuery = serde_json::from_value(serde_json::json!({})).unwrap();
        assert!(validate_file_query(&blank).is_err());
        let delete = FileDelete {
            file_biz_id: "fil_1".into(),
        };
        assert_eq!(
            serde_json::to_value(&delete).unwrap(),
            serde_json::json!({"fileBizId": "fil_1"})
        );
    }
}
