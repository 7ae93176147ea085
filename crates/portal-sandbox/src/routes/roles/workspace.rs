//! The workspace whose roles and whitelist a request reads or writes.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use portal_api::headers::WORKSPACE_ID;
use portal_api::ErrorCode;

use crate::envelope::ApiError;
use crate::state::AppState;
use crate::viewer::Viewer;

/// `X-Workspace-Id` when the caller may use it (checked as for records: 404 otherwise),
/// else the caller's home institution.
#[derive(Debug, Clone)]
pub struct Workspace(pub String);

impl FromRequestParts<AppState> for Workspace {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, ApiError> {
        let viewer = Viewer::from_request_parts(parts, app).await?;
        let named = parts
            .headers
            .get(WORKSPACE_ID)
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned);
        named
            .or(viewer.account.institution_biz_id)
            .map(Self)
            .ok_or_else(|| {
                ApiError::new(ErrorCode::ResourceNotFound).with_message("Workspace not found")
            })
    }
}
