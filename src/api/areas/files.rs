//! Files: an institution's files, upload with progress, one file, its bytes, a download link
//! and delete.

use portal_api::files::{FileDelete, FileQuery, FileRecord, UploadMeta};
use portal_api::paths;
use portal_api::{Page, PageRequest};
use serde_json::{Map, Value};

use crate::api::core::{self, Progress};
use crate::api::paged::{page_b, with_query};
use crate::api::ApiError;
use crate::web::save::Download;

/// One page of an institution's files, newest first.
pub async fn list(institution: &str, page: PageRequest) -> Result<Page<FileRecord>, ApiError> {
    let body = FileQuery::new(institution, page);
    page_b(core::query(paths::FILES_QUERY, &body).await?)
}

/// Uploads `file` as the raw body, `meta` in the query string (docs/decisions/operations-areas.md, "File transfer format"), calling
/// `progress` with bytes sent and bytes in all. The answer's data as it came.
pub async fn upload(
    file: web_sys::File,
    meta: &UploadMeta,
    progress: Progress,
) -> Result<Value, ApiError> {
    let content_type = Some(file.type_())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| "application/octet-stream".to_owned());
    let path = with_query(paths::FILE_UPLOAD, &meta.query());
    core::post_file(&path, file.into(), content_type, Some(progress)).await
}

/// One file with every field the server sends.
pub async fn file(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::FILE, &[biz_id])).await
}

/// The file's bytes.
pub async fn download(biz_id: &str) -> Result<Download, ApiError> {
    core::get_file(&paths::fill(paths::FILE_DOWNLOAD, &[biz_id])).await
}

/// The `download-url` answer's data (its shape is not shown; see `files::download_link`).
pub async fn download_url(biz_id: &str) -> Result<Value, ApiError> {
    core::get(&paths::fill(paths::FILE_DOWNLOAD_URL, &[biz_id])).await
}

/// Deletes the file.
pub async fn delete(biz_id: &str) -> Result<(), ApiError> {
    let body = FileDelete {
        file_biz_id: biz_id.to_owned(),
    };
    core::post_unit(paths::FILE_DELETE, &body).await
}
