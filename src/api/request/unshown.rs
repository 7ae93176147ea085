//! Writes whose success data the contract does not show (†): read as a record when it is one.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::api::{core, ApiError};

/// POST `body`; the answer's data as a `T` when it is one, else `None` (the write still
/// succeeded).
pub(crate) async fn post<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<Option<T>, ApiError> {
    let data: Value = core::post(path, body).await?;
    Ok(serde_json::from_value(data).ok())
}
