//! The one request core: URL, headers, transport, envelope decoding and refresh-and-retry.

use gloo_net::http::{Method, RequestBuilder};
use portal_api::envelope::{AnyEnvelope, Decoded};
use portal_api::ErrorCode;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::{headers, refresh, session, ApiError};
use crate::config::config;

/// A raw answer: HTTP status and body bytes.
pub(crate) struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
}

/// A fresh request id (UUID v4), also used by the secure channel.
pub(crate) fn request_id() -> String {
    super::secure::random_uuid()
}

/// Sends one request and reads the whole answer.
pub(crate) async fn transmit(
    method: Method,
    path: &str,
    headers: &[(&'static str, String)],
    body: Option<String>,
) -> Result<Answer, ApiError> {
    let url = format!("{}{path}", config().api_base_url.trim_end_matches('/'));
    let mut builder = RequestBuilder::new(&url).method(method);
    for (name, value) in headers {
        builder = builder.header(name, value);
    }
    let request = match body {
        Some(body) => builder.body(body),
        None => builder.build(),
    }
    .map_err(|e| ApiError::Network(e.to_string()))?;
    let response = request
        .send()
        .await
        .map_err(|e| ApiError::Network(e.to_string()))?;
    let status = response.status();
    let body = response
        .binary()
        .await
        .map_err(|e| ApiError::Network(e.to_string()))?;
    Ok(Answer { status, body })
}

/// Decodes any envelope shape into its still untyped data, or the one error type. Not generic,
/// so the envelope logic and every await before it exist once in the bundle, not per record type.
pub(crate) fn decode(answer: &Answer) -> Result<Value, ApiError> {
    match AnyEnvelope::decode::<Value>(&answer.body) {
        Decoded::Ok(data) => Ok(data),
        Decoded::Failed(e) => Err(ApiError::Server {
            status: answer.status,
            code: e.code,
            message: e.message,
        }),
        // A gateway's HTML error page is an outage, not a contract breach.
        Decoded::Malformed(_) if answer.status >= 500 => Err(ApiError::Server {
            status: answer.status,
            code: ErrorCode::InternalError,
            message: None,
        }),
        Decoded::Malformed(cause) => Err(ApiError::Malformed(cause)),
    }
}

/// Reads an envelope's data as the record type the caller expects.
pub(crate) fn typed<T: DeserializeOwned>(data: Result<Value, ApiError>) -> Result<T, ApiError> {
    serde_json::from_value(data?).map_err(|e| ApiError::Malformed(e.to_string()))
}

fn encode<B: Serialize>(body: &B) -> Result<String, ApiError> {
    serde_json::to_string(body).map_err(|e| ApiError::Malformed(e.to_string()))
}

async fn once(
    method: Method,
    path: &str,
    body: Option<String>,
    token: Option<&str>,
) -> Result<Value, ApiError> {
    let headers = headers::for_request(path, &request_id(), token);
    decode(&transmit(method, path, &headers, body).await?)
}

/// Whether an answer says the token was refused: HTTP 401, or a token code under any status
/// (the contract gives no HTTP status for the numeric 4010).
fn token_refused(result: &Result<Value, ApiError>, status: u16) -> bool {
    status == 401
        || result
            .as_ref()
            .is_err_and(|e| e.code().is_some_and(|c| c.is_token_problem()))
}

/// An authenticated call: when the token is refused the session is renewed (one refresh for
/// all concurrent callers) and the call is retried once.
async fn authenticated(
    method: Method,
    path: &str,
    body: Option<String>,
) -> Result<Value, ApiError> {
    let token_used = session::access_token();
    let answer = transmit(
        method.clone(),
        path,
        &headers::for_request(path, &request_id(), token_used.as_deref()),
        body.clone(),
    )
    .await?;
    let result = decode(&answer);
    if !token_refused(&result, answer.status) || session::refresh_token().is_none() {
        return result;
    }
    refresh::renew(token_used).await?;
    once(method, path, body, session::access_token().as_deref()).await
}

/// POST with a token the session no longer holds (sign-out), without refresh or retry.
pub(crate) async fn post_with_token<B: Serialize>(
    path: &str,
    body: &B,
    token: &str,
) -> Result<(), ApiError> {
    once(Method::POST, path, Some(encode(body)?), Some(token))
        .await
        .map(|_| ())
}

/// GET with the bearer token.
pub(crate) async fn get<T: DeserializeOwned>(path: &str) -> Result<T, ApiError> {
    typed(authenticated(Method::GET, path, None).await)
}

/// POST a JSON body with the bearer token.
pub(crate) async fn post<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let body = encode(body)?;
    typed(authenticated(Method::POST, path, Some(body)).await)
}

/// GET without a token (constants, secure-channel key).
pub(crate) async fn get_public<T: DeserializeOwned>(path: &str) -> Result<T, ApiError> {
    typed(once(Method::GET, path, None, None).await)
}

/// POST without a token (token refresh, secure-channel session).
pub(crate) async fn post_public<T: DeserializeOwned, B: Serialize>(
    path: &str,
    body: &B,
) -> Result<T, ApiError> {
    let body = encode(body)?;
    typed(once(Method::POST, path, Some(body), None).await)
}

/// POST with the bearer token to an endpoint whose success data the contract does not show.
pub(crate) async fn post_unit<B: Serialize>(path: &str, body: &B) -> Result<(), ApiError> {
    let body = encode(body)?;
    authenticated(Method::POST, path, Some(body))
        .await
        .map(|_| ())
}
