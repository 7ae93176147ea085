//! Body extractors whose every rejection is an envelope, and the 404/405 answers of `/web/`.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderMap};
use portal_api::ErrorCode;
use serde::de::DeserializeOwned;

use crate::codes;
use crate::envelope::{ApiError, Convention};

/// A JSON object body of type `T`. Wrong content type, empty, non-object, malformed or mistyped
/// bodies answer `VALIDATION.INVALID_PARAMETER` (4000 on numeric-convention routes), never plain
/// text.
#[derive(Debug, Clone)]
pub struct Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let convention = Convention::of(req.extensions());
        let fail = |message: String| ApiError::invalid(message).in_convention(convention);
        if !is_json(req.headers()) {
            return Err(fail("Content-Type must be application/json".to_owned()));
        }
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|e| fail(format!("Request body could not be read: {e}")))?;
        parse_object(&bytes).map(Json).map_err(fail)
    }
}

/// Parses a request body that must be a JSON object of type `T`; the error says why not.
pub fn parse_object<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        None => return Err("Request body is required".to_owned()),
        // Every request body of the contract is an object; serde would also take arrays.
        Some(b'{') => {}
        Some(_) => return Err("Request body must be a JSON object".to_owned()),
    }
    serde_json::from_slice(bytes).map_err(|e| format!("Invalid request body: {e}"))
}

/// A body that may be absent: empty, `null` or any JSON object is accepted (logout).
#[derive(Debug, Clone, Copy)]
pub struct OptionalBody;

impl<S: Send + Sync> FromRequest<S> for OptionalBody {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let convention = Convention::of(req.extensions());
        let fail = |message: &'static str| ApiError::invalid(message).in_convention(convention);
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|_| fail("Request body could not be read"))?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(Self);
        }
        match serde_json::from_slice::<serde_json::Value>(&bytes) {
            Ok(serde_json::Value::Null | serde_json::Value::Object(_)) => Ok(Self),
            _ => Err(fail("Request body must be null or a JSON object")),
        }
    }
}

/// Whether the request says its body is JSON (`application/json` or `*/*+json`).
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            v.split(';')
                .next()
                .unwrap_or_default()
                .trim()
                .to_ascii_lowercase()
        })
        .is_some_and(|essence| essence == "application/json" || essence.ends_with("+json"))
}

/// The answer to an unknown `/web/` or `/__sandbox/` path: 404 `RESOURCE.NOT_FOUND`.
pub fn unknown_path() -> ApiError {
    ApiError::new(ErrorCode::ResourceNotFound).with_message("No such endpoint")
}

/// Router fallback for a known path called with another method: 405 envelope.
pub async fn method_not_allowed(req: Request) -> ApiError {
    codes::method_not_allowed().in_convention(Convention::of(req.extensions()))
}
