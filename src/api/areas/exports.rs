//! Exports: the list, a new export, one export, and its file.

use portal_api::exports::{ExportRecord, ExportRequest};
use portal_api::paths;
use portal_api::{Page, PageRequest};
use serde_json::{Map, Value};

use crate::api::core::{self};
use crate::api::paged::get_page_b;
use crate::api::ApiError;
use crate::web::save::Download;

/// One page of the exports, newest first.
pub async fn list(page: PageRequest) -> Result<Page<ExportRecord>, ApiError> {
    get_page_b(paths::EXPORTS, page).await
}

/// Asks for an export; the answer's record when the server sends one.
pub async fn create(request: &ExportRequest) -> Result<Option<ExportRecord>, ApiError> {
    crate::api::unshown::post(paths::EXPORTS, request).await
}

/// One export with every field the server sends.
pub async fn export(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::EXPORT, &[biz_id])).await
}

/// The export's file.
pub async fn download(biz_id: &str) -> Result<Download, ApiError> {
    core::get_file(&paths::fill(paths::EXPORT_DOWNLOAD, &[biz_id])).await
}
