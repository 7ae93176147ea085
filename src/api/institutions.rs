//! Institutions, which serve as the user's workspaces.

use portal_api::institutions::Institution;
use portal_api::pagination::{PageRequest, PageShape};
use portal_api::paths;

use super::paged::all_pages;
use super::{core, ApiError};

/// One page of the institutions the user can enter.
pub async fn institutions(page: PageRequest) -> Result<portal_api::Page<Institution>, ApiError> {
    let data: serde_json::Value = core::post(paths::INSTITUTIONS_QUERY, &page).await?;
    PageShape::A
        .decode(data)
        .map_err(|e| ApiError::Malformed(e.to_string()))
}

/// Every workspace the user can enter (all pages, at the largest page size).
pub async fn workspaces() -> Result<Vec<Institution>, ApiError> {
    all_pages(institutions).await
}
