//! Accounts and users administration: accounts, one account, create, status, rename, pending
//! users, approve, reject.

use portal_api::accounts::{
    AccountInitRequest, AccountStatusRequest, AccountUpdateRequest, UserApproveRequest,
    UserRejectRequest,
};
use portal_api::pagination::{PageRequest, PageShape};
use portal_api::profile::Account;
use portal_api::{paths, Page};
use serde_json::{Map, Value};

use crate::api::{core, ApiError, Cause};

async fn page_a(path: &str, page: PageRequest) -> Result<Page<Account>, ApiError> {
    let data: Value = core::query(path, &page).await?;
    PageShape::A
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
}

/// One page of accounts (PG-A).
pub async fn accounts(page: PageRequest) -> Result<Page<Account>, ApiError> {
    page_a(paths::ACCOUNT_ADMIN_QUERY, page).await
}

/// One page of users waiting for approval (PG-A).
pub async fn pending_users(page: PageRequest) -> Result<Page<Account>, ApiError> {
    page_a(paths::USERS_PENDING_QUERY, page).await
}

/// One account with every field the server sends (its success data is not shown).
pub async fn account(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::ACCOUNT_ADMIN, &[biz_id])).await
}

/// Creates an administrator account.
pub async fn create(request: &AccountInitRequest) -> Result<(), ApiError> {
    core::post_unit(paths::ACCOUNT_ADMIN_INIT, request).await
}

/// Sets an account's status (`ACTIVE` or `DISABLED`).
pub async fn set_status(user_biz_id: &str, status: &str) -> Result<(), ApiError> {
    let body = AccountStatusRequest {
        user_biz_id: user_biz_id.to_owned(),
        account_status: status.to_owned(),
    };
    core::post_unit(paths::ACCOUNT_ADMIN_STATUS, &body).await
}

/// Changes an account's display name.
pub async fn rename(request: &AccountUpdateRequest) -> Result<(), ApiError> {
    core::post_unit(paths::ACCOUNT_ADMIN_UPDATE, request).await
}

/// Approves a pending user.
pub async fn approve(user_biz_id: &str) -> Result<(), ApiError> {
    let body = UserApproveRequest {
        user_biz_id: user_biz_id.to_owned(),
    };
    core::post_unit(paths::USER_APPROVE, &body).await
}

/// Rejects a pending user with a reason.
pub async fn reject(user_biz_id: &str, reason: &str) -> Result<(), ApiError> {
    let body = UserRejectRequest {
        user_biz_id: user_biz_id.to_owned(),
        reason: reason.to_owned(),
    };
    core::post_unit(paths::USER_REJECT, &body).await
}
