//! Pre-login bodies: the `Sealed<T>` extractor opens them, its channel seals the answer.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::response::{IntoResponse, Response};
use portal_api::headers::SECURE_CHANNEL_SESSION_ID;
use portal_api::secure_channel::{RequestContext, SealedRequest, ServerSession};
use portal_api::ErrorCode;
use rand::rngs::OsRng;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::channel_store::MAX_SKEW_MS;
use crate::clock::now_ms;
use crate::envelope::{json_response, ApiError, ApiResult};
use crate::extract::parse_object;
use crate::state::AppState;

/// A decrypted, typed request body and the channel to seal the answer with.
///
/// Anything that does not open (no or unknown `X-Secure-Channel-Session-Id`, a plaintext or
/// malformed body, a wrong key, path or tag, a timestamp more than five minutes off, a repeated
/// request id) answers a plain 400 `SECURE_CHANNEL.INVALID_PAYLOAD`. Once a body opened, every
/// answer, errors included, is sealed; a body that opens but is not a valid `T` answers a
/// sealed `VALIDATION.INVALID_PARAMETER`.
pub struct Sealed<T> {
    /// The request body.
    pub body: T,
    /// Seals the response.
    pub channel: SealedChannel,
}

/// The session and request an answer is sealed for.
pub struct SealedChannel {
    session: Arc<ServerSession>,
    context: RequestContext,
}

impl SealedChannel {
    /// The secure-channel session the request came through.
    pub fn session_id(&self) -> &str {
        self.context.session_id()
    }

    /// Seals the envelope of `result` (success or error) as a `SealedResponse` body with the
    /// envelope's HTTP status.
    pub fn reply<T: Serialize>(&self, result: ApiResult<T>) -> Response {
        let (envelope, error) = match result.and_then(|reply| reply.to_body()) {
            Ok(body) => (body, None),
            Err(error) => (error.to_body(), Some(error)),
        };
        let (status, plaintext) = envelope;
        match self
            .session
            .seal_response(&self.context, &plaintext, &mut OsRng)
            .map_err(ApiError::internal)
            .and_then(|sealed| serde_json::to_vec(&sealed).map_err(ApiError::internal))
        {
            Ok(body) => {
                let mut response = json_response(status, body);
                if let Some(error) = error {
                    // Headers such as Retry-After stay readable outside the sealed body.
                    error.add_headers(&mut response);
                }
                response
            }
            Err(error) => error.into_response(),
        }
    }
}

fn invalid_payload() -> Response {
    ApiError::new(ErrorCode::SecureChannelInvalidPayload).into_response()
}

impl<T: DeserializeOwned> FromRequest<AppState> for Sealed<T> {
    type Rejection = Response;

    async fn from_request(req: Request, app: &AppState) -> Result<Self, Response> {
        let method = req.method().as_str().to_owned();
        let path = req.uri().path().to_owned();
        let session_id = req
            .headers()
            .get(SECURE_CHANNEL_SESSION_ID)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
            .ok_or_else(invalid_payload)?;
        let now = now_ms();
        let session = app
            .channels
            .get(&session_id, now)
            .ok_or_else(invalid_payload)?;
        let bytes = Bytes::from_request(req, app)
            .await
            .map_err(|_| invalid_payload())?;
        let sealed = SealedRequest::from_json(&bytes).map_err(|_| invalid_payload())?;
        let (plaintext, context) = session
            .open_request(&method, &path, &session_id, &sealed, now, MAX_SKEW_MS)
            .map_err(|_| invalid_payload())?;
        app.channels
            .record(&context, now)
            .map_err(|_| invalid_payload())?;
        let channel = SealedChannel { session, context };
        match parse_object::<T>(&plaintext) {
            Ok(body) => Ok(Self { body, channel }),
            Err(message) => Err(channel.reply::<()>(Err(ApiError::invalid(message)))),
        }
    }
}
