//! The API routes of no area: the secure channel, sign-in and sign-out, registration and the
//! constants, with their rules.

use axum::Router;
use portal_api::paths;

use crate::permissions::Need::{Account, Public};
use crate::permissions::Rule;
use crate::routes;
use crate::state::AppState;

/// Their routes.
pub const ROUTES: &[fn() -> Router<AppState>] = &[
    routes::secure_channel::routes,
    routes::auth::routes,
    routes::registration::routes,
    routes::constants::routes,
];

/// Their rules.
#[rustfmt::skip]
pub const RULES: &[Rule] = &[
    ("GET", paths::SECURE_CHANNEL_PUBLIC_KEY, Public),
    ("POST", paths::SECURE_CHANNEL_SESSION, Public),
    ("POST", paths::SECURE_CHANNEL_SESSION_CLOSE, Public),
    ("POST", paths::LOGIN_INITIATE, Public),
    ("POST", paths::LOGIN_MFA_SEND, Public),
    ("POST", paths::LOGIN_COMPLETE, Public),
    ("POST", paths::PASSWORD_FORGOT, Public),
    ("POST", paths::TOKEN_REFRESH, Public),
    ("POST", paths::LOGOUT, Account),
    ("POST", paths::REGISTER_INITIATE, Public),
    ("POST", paths::REGISTER_VERIFY, Public),
    ("POST", paths::REGISTER_COMPLETE, Public),
    ("POST", paths::PASSWORD_INIT, Public),
    ("GET", paths::COUNTRIES, Public),
    ("GET", paths::TIMEZONES, Public),
];
