//! 404 `RESOURCE.NOT_FOUND` for an unknown business id, and the id a path names.

use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use portal_api::ErrorCode;

use crate::envelope::ApiError;

/// `RESOURCE.NOT_FOUND` with the message "`what` not found".
pub fn not_found(what: &'static str) -> ApiError {
    ApiError::new(ErrorCode::ResourceNotFound).with_message(format!("{what} not found"))
}

/// The business id in the path; one that does not decode names no `what`.
pub fn path_id(
    path: Result<Path<String>, PathRejection>,
    what: &'static str,
) -> Result<String, ApiError> {
    path.map(|Path(id)| id).map_err(|_| not_found(what))
}
