//! Institutions, which serve as the user's workspaces.

use portal_api::institutions::Institution;
use portal_api::pagination::{PageRequest, PageShape, MAX_SIZE};
use portal_api::paths;

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
    let mut all = Vec::new();
    let mut request = PageRequest {
        page: 0,
        size: MAX_SIZE,
    };
    loop {
        let page = institutions(request).await?;
        let last = page.items.is_empty() || page.page + 1 >= page.total_pages;
        all.extend(page.items);
        if last {
            return Ok(all);
        }
        request.page += 1;
    }
}
