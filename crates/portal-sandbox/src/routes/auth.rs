//! Authentication: sign-in with a second factor, token refresh, logout, password reset request.

mod login;
mod password;
mod tokens;

use axum::routing::post;
use axum::Router;
use portal_api::paths;

use crate::state::AppState;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::LOGIN_INITIATE, post(login::initiate))
        .route(paths::LOGIN_MFA_SEND, post(login::mfa_send))
        .route(paths::LOGIN_COMPLETE, post(login::complete))
        .route(paths::TOKEN_REFRESH, post(tokens::refresh))
        .route(paths::LOGOUT, post(tokens::logout))
        .route(paths::PASSWORD_FORGOT, post(password::forgot))
}
