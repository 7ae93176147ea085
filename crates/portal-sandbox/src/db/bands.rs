//! Fee bands as stored: the JSON text of the bands object in a TEXT column.

use portal_api::fees::FeeBands;

use crate::envelope::ApiError;

/// The text to store for `bands`.
pub fn to_text(bands: Option<&FeeBands>) -> Result<Option<String>, ApiError> {
    bands
        .map(serde_json::to_string)
        .transpose()
        .map_err(ApiError::internal)
}

/// The bands stored as `text`; text that does not read back is an internal error.
pub fn from_text(text: Option<&str>) -> Result<Option<FeeBands>, ApiError> {
    text.map(serde_json::from_str)
        .transpose()
        .map_err(|e| ApiError::internal(format_args!("stored fee bands: {e}")))
}
