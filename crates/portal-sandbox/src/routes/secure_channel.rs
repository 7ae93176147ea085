//! Secure channel: the public key, opening a session, closing it.

use axum::extract::{FromRequest, Request, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use portal_api::headers::SECURE_CHANNEL_SESSION_ID;
use portal_api::paths;
use portal_api::secure_channel::{PublicKeyInfo, SessionCreated, SessionRequest};
use portal_api::ErrorCode;
use rand::rngs::OsRng;
use serde_json::{Map, Value};

use crate::clock::now_ms;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::sealed::Sealed;
use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::SECURE_CHANNEL_PUBLIC_KEY, get(public_key))
        .route(paths::SECURE_CHANNEL_SESSION, post(open_session))
        .route(paths::SECURE_CHANNEL_SESSION_CLOSE, post(close_session))
}

async fn public_key(State(app): State<AppState>) -> Reply<PublicKeyInfo> {
    Reply::ok(app.public_key.clone())
}

/// Per docs/secure-channel.md: a missing or empty field is `VALIDATION.INVALID_PARAMETER`; an
/// unknown keyId or keys that do not unwrap are `SECURE_CHANNEL.INVALID_PAYLOAD`.
async fn open_session(
    State(app): State<AppState>,
    Json(req): Json<SessionRequest>,
) -> ApiResult<SessionCreated> {
    for (field, value) in [
        ("keyId", &req.key_id),
        ("encReqKey", &req.enc_req_key),
        ("encRespKey", &req.enc_resp_key),
    ] {
        if value.is_empty() {
            return Err(ApiError::invalid(format!("{field} is required")));
        }
    }
    let invalid_payload = || ApiError::new(ErrorCode::SecureChannelInvalidPayload);
    if req.key_id != app.public_key.key_id {
        return Err(invalid_payload());
    }
    let session = app
        .key
        .open_session(&req, &mut OsRng)
        .map_err(|_| invalid_payload())?;
    let session_id = app.channels.insert(session, now_ms());
    Ok(Reply::ok(SessionCreated {
        session_id,
        expires_in: app.config.secure_channel_ttl.as_secs(),
    }))
}

/// The body `{}` is sealed like any pre-login body (so only the key holder can close) and so is
/// the answer. A missing, unknown or expired session answers a plain 500
/// `SYSTEM.INTERNAL_ERROR`, the error the contract lists for this endpoint.
async fn close_session(State(app): State<AppState>, req: Request) -> Response {
    let live = req
        .headers()
        .get(SECURE_CHANNEL_SESSION_ID)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|id| app.channels.get(id, now_ms()).is_some());
    if !live {
        return ApiError::new(ErrorCode::InternalError).into_response();
    }
    let channel = match Sealed::<Map<String, Value>>::from_request(req, &app).await {
        Ok(sealed) => sealed.channel,
        Err(response) => return response,
    };
    app.channels.remove(channel.session_id(), now_ms());
    channel.reply(Ok(Reply::ok(())))
}
