//! The signed-in account: read it, change its display name and time zone.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;
use portal_api::profile::{Account, ProfileUpdateRequest};

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::accounts;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::state::AppState;
use crate::{limits, reference_data, views};

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::PROFILE, get(profile))
        .route(paths::PROFILE_UPDATE, post(update))
}

async fn profile(authed: Authed) -> Reply<Account> {
    Reply::ok(views::account::account(&authed.account))
}

/// `displayName` 1 to 100 characters (not blank), `timezone` a listed IANA zone.
async fn update(
    State(app): State<AppState>,
    authed: Authed,
    Json(req): Json<ProfileUpdateRequest>,
) -> ApiResult<Account> {
    limits::required("displayName", &req.display_name, limits::ACCOUNT_NAME)?;
    limits::max_len("timezone", &req.timezone, limits::ZONE_ID)?;
    if !reference_data::is_known_zone(&req.timezone) {
        return Err(ApiError::invalid("timezone is not a known IANA zone"));
    }
    let biz_id = authed.account.biz_id;
    let account = app.db.with(|c| {
        let name = req.display_name.trim();
        accounts::update_profile(c, &biz_id, name, &req.timezone, now_ms())?;
        accounts::by_biz_id(c, &biz_id)?.ok_or_else(|| ApiError::internal("account vanished"))
    })?;
    Ok(Reply::ok(views::account::account(&account)))
}
