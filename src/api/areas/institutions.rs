//! Institutions, which serve as the user's workspaces.

use portal_api::institutions::{Institution, InstitutionSelfUpdate, WorkspaceInstitutionQuery};
use portal_api::pagination::{PageRequest, PageShape};
use portal_api::paths;

use crate::api::paged::all_pages;
use crate::api::{core, ApiError, Cause};

/// One page of the institutions the user can enter.
pub async fn institutions(page: PageRequest) -> Result<portal_api::Page<Institution>, ApiError> {
    let data: serde_json::Value = core::query(paths::INSTITUTIONS_QUERY, &page).await?;
    PageShape::A
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
}

/// Every workspace the user can enter (all pages, at the largest page size).
pub async fn workspaces() -> Result<Vec<Institution>, ApiError> {
    all_pages(institutions).await
}

/// The signed-in user's own institution.
pub async fn own() -> Result<Institution, ApiError> {
    core::get(paths::INSTITUTION_SELF).await
}

/// Changes the given fields of the signed-in user's own institution.
pub async fn update_own(update: &InstitutionSelfUpdate) -> Result<(), ApiError> {
    core::post_unit(paths::INSTITUTION_SELF_UPDATE, update).await
}

/// One page of the institutions a workspace-scoped query finds (PG-A; numeric error codes).
pub async fn search(
    workspace_biz_id: &str,
    query: &WorkspaceInstitutionQuery,
) -> Result<portal_api::Page<Institution>, ApiError> {
    let path = paths::fill(paths::WORKSPACE_INSTITUTIONS_QUERY, &[workspace_biz_id]);
    let data: serde_json::Value = core::query(&path, query).await?;
    PageShape::A
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
}
