//! 404 `RESOURCE.NOT_FOUND` for an unknown business id.

use portal_api::ErrorCode;

use crate::envelope::ApiError;

/// `RESOURCE.NOT_FOUND` with the message "`what` not found".
pub fn not_found(what: &'static str) -> ApiError {
    ApiError::new(ErrorCode::ResourceNotFound).with_message(format!("{what} not found"))
}
