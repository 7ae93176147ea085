//! `POST /files/upload`: the file travels as the raw request body; its metadata (`bucket`,
//! `remark`, the file's name and institution) travels in the query string
//! (docs/decisions/operations-areas.md, "File transfer format").

use serde::{Deserialize, Serialize};

use crate::paths::encode_segment;
use crate::validation::{Checks, Rule, ValidationErrors, BIZ_ID_MAX};

/// The largest file accepted: 25 MiB.
pub const FILE_MAX_BYTES: u64 = 25 * 1024 * 1024;
/// The longest bucket name.
pub const BUCKET_MAX: usize = 64;
/// The longest file name.
pub const FILE_NAME_MAX: usize = 255;
/// The longest remark.
pub const FILE_REMARK_MAX: usize = 255;

/// The metadata of an upload, as query parameters.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UploadMeta {
    /// Where the file is filed: letters, digits, `_` and `-`.
    #[serde(default)]
    pub bucket: String,
    /// What the file is.
    #[serde(default)]
    pub remark: String,
    /// The file's name as the person chose it.
    #[serde(default)]
    pub file_name: String,
    /// The institution the file belongs to.
    #[serde(default)]
    pub institution_biz_id: String,
}

impl UploadMeta {
    /// The query string (without `?`), every value percent-encoded.
    pub fn query(&self) -> String {
        let mut out = String::new();
        for (i, (name, value)) in [
            ("bucket", &self.bucket),
            ("remark", &self.remark),
            ("fileName", &self.file_name),
            ("institutionBizId", &self.institution_biz_id),
        ]
        .into_iter()
        .enumerate()
        {
            if i > 0 {
                out.push('&');
            }
            out.push_str(name);
            out.push('=');
            encode_segment(value, &mut out);
        }
        out
    }
}

/// Bucket required (letters, digits, `_`, `-`; at most 64), file name required (at most
/// 255), remark at most 255, institution required; the body between 1 byte and
/// [`FILE_MAX_BYTES`] (reported on `file`).
pub fn validate_upload(meta: &UploadMeta, size: u64) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("bucket", &meta.bucket, BUCKET_MAX);
    let bad = !meta
        .bucket
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    checks.check(bad, "bucket", Rule::BadCharacters);
    checks.max_len("remark", &meta.remark, FILE_REMARK_MAX);
    checks.required("fileName", &meta.file_name, FILE_NAME_MAX);
    checks.required("institutionBizId", &meta.institution_biz_id, BIZ_ID_MAX);
    checks.check(size == 0, "file", Rule::Required);
    checks.check(
        size > FILE_MAX_BYTES,
        "file",
        Rule::TooLong(FILE_MAX_BYTES as usize),
    );
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_and_rules() {
        let meta = UploadMeta {
            bucket: "statements".into(),
            remark: "Q1 & Q2".into(),
            file_name: "a b.pdf".into(),
            institution_biz_id: "ins_acme".into(),
        };
        assert_eq!(
            meta.query(),
            "bucket=statements&remark=Q1%20%26%20Q2&fileName=a%20b.pdf&institutionBizId=ins_acme"
        );
        assert_eq!(validate_upload(&meta, 10), Ok(()));
        assert_eq!(
            validate_upload(&meta, 0).unwrap_err().rule_of("file"),
            Some(Rule::Required)
        );
        let big = validate_upload(&meta, FILE_MAX_BYTES + 1).unwrap_err();
        assert!(big.rule_of("file").is_some());
        let odd = UploadMeta {
            bucket: "a/b".into(),
            ..meta
        };
        assert_eq!(
            validate_upload(&odd, 1).unwrap_err().rule_of("bucket"),
            Some(Rule::BadCharacters)
        );
    }
}
