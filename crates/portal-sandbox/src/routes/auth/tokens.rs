//! `token/refresh` (rotating) and `logout` (ending every session of the account).

use axum::extract::State;
use portal_api::auth::{LogoutResult, RefreshRequest, TokenPair};
use portal_api::ErrorCode;

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::auth_sessions;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::{Json, OptionalBody};
use crate::state::AppState;
use crate::{limits, tokens};

/// A new pair for a live refresh token; the old pair stops working. Unknown, rotated, ended
/// or expired refresh tokens answer 404 `AUTH.SESSION_NOT_FOUND`; a rotated-out one also ends
/// the session it came from (refresh token reuse detection, OAuth 2.0 Security BCP 4.14.2).
pub async fn refresh(
    State(app): State<AppState>,
    Json(req): Json<RefreshRequest>,
) -> ApiResult<TokenPair> {
    let not_found = || ApiError::new(ErrorCode::SessionNotFound);
    if req.refresh_token.len() > limits::TOKEN {
        return Err(not_found());
    }
    let now = now_ms();
    let hash = tokens::hash(&req.refresh_token);
    let minted = app.db.with(|c| {
        let tx = c.transaction()?;
        let Some((sid, account)) = auth_sessions::by_refresh(&tx, &hash, now)? else {
            if let Some(sid) = auth_sessions::end_by_retired_refresh(&tx, &hash, now)? {
                tx.commit()?;
                tracing::warn!(session = %sid, "a rotated-out refresh token came back: session ended");
                return Err(not_found()
                    .with_message("Refresh token was already used; the session has ended"));
            }
            return Err(not_found());
        };
        let minted = tokens::mint(
            app.token_secret.as_bytes(),
            &account,
            &sid,
            now,
            app.token_lifetimes(),
        )?;
        auth_sessions::rotate(&tx, &sid, &minted.hashes, now)?;
        tx.commit()?;
        Ok(minted)
    })?;
    app.stats.refresh_served();
    Ok(Reply::ok(TokenPair {
        access_token: minted.access,
        refresh_token: minted.refresh,
        expires_in: app.config.access_token_ttl.as_secs(),
    }))
}

/// Ends all of the caller's auth sessions (body null, `{}` or none).
pub async fn logout(
    State(app): State<AppState>,
    authed: Authed,
    _: OptionalBody,
) -> ApiResult<LogoutResult> {
    let account = authed.account.biz_id;
    let ended = app
        .db
        .with(|c| Ok(auth_sessions::end_all(c, &account, now_ms())?))?;
    Ok(Reply::ok(LogoutResult {
        success: true,
        terminated_sessions: ended,
    }))
}
