//! Users waiting for approval: list, approve (they can sign in), reject with a reason.

use axum::extract::State;
use axum::routing::post;
use axum::Router;
use portal_api::accounts::{validate_user_reject, UserApproveRequest, UserRejectRequest};
use portal_api::paths;
use portal_api::profile::Account;
use portal_api::validation::Rule;
use serde_json::Value;

use super::accounts::{page_of_accounts, refused, visible_account};
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::accounts::{self, AccountRow};
use crate::enums::AccountStatus;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::not_found::not_found;
use crate::paging::PageBody;
use crate::permissions::Granted;
use crate::state::AppState;
use crate::views::account::account;

/// What a missing pending user is called in the 404 message.
const PENDING_USER: &str = "Pending user";

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::USERS_PENDING_QUERY, post(query))
        .route(paths::USER_APPROVE, post(approve))
        .route(paths::USER_REJECT, post(reject))
}

/// PG-A with list key `accounts`: the accounts waiting for approval.
async fn query(
    State(app): State<AppState>,
    authed: Authed,
    Json(body): Json<PageBody>,
) -> ApiResult<Value> {
    page_of_accounts(&app, &authed.account, &body, true)
}

/// The pending user `biz_id` the caller may see; an unknown, unseen or already decided user
/// is 404 `RESOURCE.NOT_FOUND`.
fn pending_user(app: &AppState, caller: &AccountRow, biz_id: &str) -> Result<AccountRow, ApiError> {
    if biz_id.trim().is_empty() {
        return Err(refused("userBizId", Rule::Required));
    }
    visible_account(app, caller, biz_id)
        .ok()
        .filter(|row| row.status == AccountStatus::PendingApproval)
        .ok_or_else(|| not_found(PENDING_USER))
}

async fn approve(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<UserApproveRequest>,
) -> ApiResult<Account> {
    let mut row = pending_user(&app, &authed.account, &req.user_biz_id)?;
    granted.may_change(row.institution_biz_id.as_deref())?;
    row.status = AccountStatus::Active;
    row.updated_at = now_ms();
    app.db.with(|c| {
        Ok(accounts::set_status(
            c,
            &row.biz_id,
            row.status,
            None,
            row.updated_at,
        )?)
    })?;
    Ok(Reply::ok(account(&row)))
}

/// The reason is kept as the account's remark.
async fn reject(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<UserRejectRequest>,
) -> ApiResult<Account> {
    validate_user_reject(&req)?;
    let mut row = pending_user(&app, &authed.account, &req.user_biz_id)?;
    granted.may_change(row.institution_biz_id.as_deref())?;
    let reason = req.reason.trim().to_owned();
    row.status = AccountStatus::Rejected;
    row.remark = Some(reason.clone());
    row.updated_at = now_ms();
    app.db.with(|c| {
        Ok(accounts::set_status(
            c,
            &row.biz_id,
            row.status,
            Some(&reason),
            row.updated_at,
        )?)
    })?;
    Ok(Reply::ok(account(&row)))
}
