//! The one envelope writer and the one error type, for the full and short envelopes.

use std::borrow::Cow;
use std::fmt;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use portal_api::envelope::{Envelope, ShortEnvelope};
use portal_api::ErrorCode;
use serde::Serialize;
use serde_json::Value;

use crate::clock::now_ms;
pub use crate::convention::{Convention, Shape};

/// The error of every handler and extractor: a code, its HTTP status and a message, written
/// as an envelope of the endpoint's convention.
#[derive(Debug, Clone)]
pub struct ApiError {
    code: ErrorCode,
    status: Option<StatusCode>,
    message: Option<Cow<'static, str>>,
    convention: Convention,
    retry_after: Option<u64>,
}

impl ApiError {
    /// An error with the code's HTTP status and default message.
    pub fn new(code: ErrorCode) -> Self {
        Self {
            code,
            status: None,
            message: None,
            convention: Convention::SYMBOLIC,
            retry_after: None,
        }
    }

    /// `VALIDATION.INVALID_PARAMETER` with a message saying what is wrong.
    pub fn invalid(message: impl Into<Cow<'static, str>>) -> Self {
        Self::new(ErrorCode::InvalidParameter).with_message(message)
    }

    /// `SYSTEM.INTERNAL_ERROR`; the cause is logged, never sent.
    pub fn internal(cause: impl fmt::Display) -> Self {
        tracing::error!(%cause, "internal error");
        Self::new(ErrorCode::InternalError)
    }

    /// Replaces the message.
    pub fn with_message(mut self, message: impl Into<Cow<'static, str>>) -> Self {
        self.message = Some(message.into());
        self
    }

    /// Overrides the HTTP status (for codes the contract does not list).
    pub fn with_status(mut self, status: StatusCode) -> Self {
        self.status = Some(status);
        self
    }

    /// Says in a `Retry-After` header how many seconds to wait before trying again.
    pub fn with_retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    /// The seconds of `Retry-After`, when set.
    pub fn retry_after(&self) -> Option<u64> {
        self.retry_after
    }

    /// Adds the `Retry-After` header to a response carrying this error.
    pub fn add_headers(&self, response: &mut Response) {
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
    }

    /// Answers in `convention`: numeric conventions get the numeric code for the same failure.
    pub fn in_convention(mut self, convention: Convention) -> Self {
        let mapped = convention.map(self.code.clone());
        if mapped != self.code {
            self.status = None;
        }
        self.code = mapped;
        self.convention = convention;
        self
    }

    /// The error code as it will be sent.
    pub fn code(&self) -> &ErrorCode {
        &self.code
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status.unwrap_or_else(|| {
            StatusCode::from_u16(self.code.http_status()).unwrap_or(StatusCode::BAD_REQUEST)
        })
    }

    /// The message sent.
    pub fn message(&self) -> &str {
        self.message
            .as_deref()
            .unwrap_or_else(|| self.code.default_message())
    }

    /// The status and the serialised envelope.
    pub fn to_body(&self) -> (StatusCode, Vec<u8>) {
        let body = match self.convention.shape {
            Shape::Full => serde_json::to_vec(&Envelope::<Value>::error_with_message(
                &self.code,
                self.message(),
                now_ms(),
            )),
            Shape::Short => serde_json::to_vec(&ShortEnvelope::<Value> {
                code: self.code.as_str().to_owned(),
                message: self.message().to_owned(),
                data: None,
            }),
        };
        // Serialising strings cannot fail; keep a literal body as the last resort anyway.
        let body = body.unwrap_or_else(|_| br#"{"success":false,"data":null}"#.to_vec());
        (self.status(), body)
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message())
    }
}

impl std::error::Error for ApiError {}

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> Self {
        Self::internal(format_args!("database: {e}"))
    }
}

/// A request the contract crate's checks refuse: `VALIDATION.INVALID_PARAMETER`, naming every
/// refused field and its rule.
impl From<portal_api::validation::ValidationErrors> for ApiError {
    fn from(e: portal_api::validation::ValidationErrors) -> Self {
        Self::invalid(e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, body) = self.to_body();
        let mut response = json_response(status, body);
        self.add_headers(&mut response);
        response
    }
}

/// A success envelope around `data`.
#[derive(Debug, Clone)]
pub struct Reply<T> {
    data: T,
    shape: Shape,
    created: bool,
}

/// What handlers return.
pub type ApiResult<T> = Result<Reply<T>, ApiError>;

impl<T: Serialize> Reply<T> {
    /// Code 2000, full envelope.
    pub fn ok(data: T) -> Self {
        Self {
            data,
            shape: Shape::Full,
            created: false,
        }
    }

    /// Code 2000, short envelope.
    pub fn short(data: T) -> Self {
        Self {
            data,
            shape: Shape::Short,
            created: false,
        }
    }

    /// Code 2001 (HTTP 201), full envelope.
    pub fn created(data: T) -> Self {
        Self {
            data,
            shape: Shape::Full,
            created: true,
        }
    }

    /// The status and the serialised envelope, or the error to send instead.
    pub fn to_body(&self) -> Result<(StatusCode, Vec<u8>), ApiError> {
        let now = now_ms();
        let body = match (self.shape, self.created) {
            (Shape::Full, false) => serde_json::to_vec(&Envelope::ok(&self.data, now)),
            (Shape::Full, true) => serde_json::to_vec(&Envelope::created(&self.data, now)),
            (Shape::Short, _) => serde_json::to_vec(&ShortEnvelope {
                code: if self.created { "2001" } else { "2000" }.to_owned(),
                message: "Success".to_owned(),
                data: Some(&self.data),
            }),
        };
        let status = if self.created {
            StatusCode::CREATED
        } else {
            StatusCode::OK
        };
        body.map(|b| (status, b)).map_err(ApiError::internal)
    }
}

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        match self.to_body() {
            Ok((status, body)) => json_response(status, body),
            Err(e) => e.into_response(),
        }
    }
}

/// A JSON response with `body` as it is.
pub fn json_response(status: StatusCode, body: Vec<u8>) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_mapping() {
        let e = ApiError::invalid("size").in_convention(Convention::NUMERIC_SHORT);
        assert_eq!(e.code(), &ErrorCode::Validation4000);
        assert_eq!(e.status(), StatusCode::BAD_REQUEST);
        let e = ApiError::new(ErrorCode::TokenMissing).in_convention(Convention::NUMERIC_SHORT);
        assert_eq!(e.code(), &ErrorCode::Unauthorized4010);
        assert_eq!(e.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(e.message(), "unauthorized");
        let (_, body) = e.to_body();
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"code": "4010", "message": "unauthorized", "data": null})
        );
    }

    #[test]
    fn full_error_envelope() {
        let (status, body) = ApiError::new(ErrorCode::InvalidCredentials).to_body();
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let v: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(v["version"], "2.0.0");
        assert_eq!(v["success"], false);
        assert_eq!(v["code"], "AUTH.INVALID_CREDENTIALS");
        assert_eq!(v["message"], "Invalid credentials");
        assert!(v["data"].is_null());
    }
}
