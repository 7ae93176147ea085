//! Account administration: list, one account, create an administrator, status, display name.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::accounts::{
    validate_account_init, validate_account_update, validate_status_change, AccountInitRequest,
    AccountStatusRequest, AccountUpdateRequest,
};
use portal_api::auth::MfaMethod;
use portal_api::paths;
use portal_api::profile::Account;
use portal_api::validation::{FieldError, Rule, ValidationErrors};
use serde_json::Value;

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::accounts::{self, AccountFilter, AccountRow};
use crate::db::{auth_sessions, institutions};
use crate::enums::{AccountStatus, PortalKind};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::paging::PageBody;
use crate::password_links::{self, Purpose};
use crate::permissions::Granted;
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::views::account::account;

not_found_record!(
    /// An account.
    Accounts,
    "Account"
);

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::ACCOUNT_ADMIN_QUERY, post(query))
        .route(paths::ACCOUNT_ADMIN_INIT, post(init))
        .route(paths::ACCOUNT_ADMIN_STATUS, post(status))
        .route(paths::ACCOUNT_ADMIN_UPDATE, post(update))
        .route(paths::ACCOUNT_ADMIN, get(record))
}

/// Service-portal callers see every account; tenant callers those whose home institution
/// they are a member of.
pub fn visible_to(caller: &AccountRow) -> Option<&str> {
    match caller.portal {
        PortalKind::Service => None,
        PortalKind::Tenant => Some(caller.biz_id.as_str()),
    }
}

/// The account `biz_id` if the caller may see it; else 404 `RESOURCE.NOT_FOUND`.
pub fn visible_account(
    app: &AppState,
    caller: &AccountRow,
    biz_id: &str,
) -> Result<AccountRow, ApiError> {
    let found = app.db.with(|c| {
        let Some(row) = accounts::by_biz_id(c, biz_id)? else {
            return Ok(None);
        };
        let seen = match (visible_to(caller), row.institution_biz_id.as_deref()) {
            (None, _) => true,
            (Some(member), Some(home)) => institutions::is_member(c, member, home)?,
            (Some(_), None) => false,
        };
        Ok(seen.then_some(row))
    })?;
    found.ok_or_else(Accounts::unknown)
}

/// One field refused for one rule: `VALIDATION.INVALID_PARAMETER`.
pub fn refused(field: &'static str, rule: Rule) -> ApiError {
    ValidationErrors(vec![FieldError { field, rule }]).into()
}

/// PG-A with list key `accounts`: every account but those waiting for approval.
async fn query(
    State(app): State<AppState>,
    authed: Authed,
    Json(body): Json<PageBody>,
) -> ApiResult<Value> {
    page_of_accounts(&app, &authed.account, &body, false)
}

/// One PG-A page (list key `accounts`) of the accounts `caller` may see: those waiting for
/// approval when `pending`, else the others.
pub fn page_of_accounts(
    app: &AppState,
    caller: &AccountRow,
    body: &PageBody,
    pending: bool,
) -> ApiResult<Value> {
    let page = body.normalise()?;
    let filter = AccountFilter {
        visible_to: visible_to(caller),
        pending,
    };
    let (rows, total) = app
        .db
        .with(|c| Ok(accounts::list(c, filter, page.offset(), page.size as u64)?))?;
    let items: Vec<Account> = rows.iter().map(account).collect();
    Ok(Reply::ok(page.page_of(items, total).to_pg_a("accounts")))
}

async fn record(
    State(app): State<AppState>,
    authed: Authed,
    RecordId(biz_id, ..): RecordId<Accounts>,
) -> ApiResult<Account> {
    let row = visible_account(&app, &authed.account, &biz_id)?;
    Ok(Reply::ok(account(&row)))
}

/// A new account at PENDING_INIT (it sets a first password later), in the given institution
/// or the caller's own; its portal follows the institution's type. A taken email is refused.
async fn init(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<AccountInitRequest>,
) -> ApiResult<Account> {
    validate_account_init(&req)?;
    let caller = &authed.account;
    let institution_id = req
        .institution_biz_id
        .clone()
        .filter(|i| !i.trim().is_empty())
        .or_else(|| caller.institution_biz_id.clone())
        .ok_or_else(|| refused("institutionBizId", Rule::Required))?;
    let email = req.email.trim().to_owned();
    let now = now_ms();
    let row = app.db.with(|c| {
        let institution = institutions::by_biz_id(c, &institution_id)?
            .ok_or_else(|| refused("institutionBizId", Rule::Unknown))?;
        if let Some(member) = visible_to(caller) {
            if !institutions::is_member(c, member, &institution.biz_id)? {
                return Err(refused("institutionBizId", Rule::Unknown));
            }
        }
        granted.may_change(Some(&institution.biz_id))?;
        if accounts::by_email(c, &email)?.is_some() {
            return Err(refused("email", Rule::Taken));
        }
        let row = AccountRow {
            biz_id: ids::biz_id("acc"),
            institution_biz_id: Some(institution.biz_id.clone()),
            email: email.clone(),
            phone: String::new(),
            name: req.display_name.trim().to_owned(),
            remark: None,
            portal: if institution.kind == PortalKind::Service.code() {
                PortalKind::Service
            } else {
                PortalKind::Tenant
            },
            status: AccountStatus::PendingInit,
            password_hash: None,
            mfa_methods: vec![MfaMethod::Email],
            totp_secret: None,
            default_language: Some("en".to_owned()),
            default_timezone: None,
            default_country: None,
            created_at: now,
            updated_at: now,
        };
        accounts::insert(c, &row)?;
        // An administrator: the workspace's OWNER role (docs/sandbox.md, "Permissions").
        institutions::add_member(c, &row.biz_id, &institution.biz_id, "Owner", now)?;
        password_links::send(c, &row, Purpose::Invite, now)?;
        Ok(row)
    })?;
    Ok(Reply::ok(account(&row)))
}

/// ACTIVE and DISABLED only, between each other; nobody changes their own status. Disabling
/// ends the account's sessions.
async fn status(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<AccountStatusRequest>,
) -> ApiResult<Account> {
    validate_status_change(&req)?;
    let caller = &authed.account;
    if req.user_biz_id == caller.biz_id {
        return Err(ApiError::invalid(
            "you cannot change the status of your own account",
        ));
    }
    let mut row = visible_account(&app, caller, &req.user_biz_id)?;
    granted.may_change(row.institution_biz_id.as_deref())?;
    if !matches!(row.status, AccountStatus::Active | AccountStatus::Disabled) {
        return Err(ApiError::invalid(
            "only an active or disabled account's status can be changed",
        ));
    }
    let target = AccountStatus::parse(&req.account_status).unwrap_or(row.status);
    row.status = target;
    row.updated_at = now_ms();
    app.db.with(|c| {
        accounts::set_status(c, &row.biz_id, target, None, row.updated_at)?;
        // A disabled account is signed out everywhere: its tokens stop working at once.
        if target == AccountStatus::Disabled {
            auth_sessions::end_all(c, &row.biz_id, row.updated_at)?;
        }
        Ok(())
    })?;
    Ok(Reply::ok(account(&row)))
}

async fn update(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<AccountUpdateRequest>,
) -> ApiResult<Account> {
    validate_account_update(&req)?;
    let mut row = visible_account(&app, &authed.account, &req.user_biz_id)?;
    granted.may_change(row.institution_biz_id.as_deref())?;
    row.name = req.display_name.trim().to_owned();
    row.updated_at = now_ms();
    app.db.with(|c| {
        Ok(accounts::set_name(
            c,
            &row.biz_id,
            &row.name,
            row.updated_at,
        )?)
    })?;
    Ok(Reply::ok(account(&row)))
}
