//! `POST /roles`, `/roles/update`, `/roles/permissions` and `/roles/delete`; the OWNER role
//! cannot be changed or deleted.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use portal_api::enumeration::ROLE_CUSTOM;
use portal_api::envelope::SuccessOnlyEnvelope;
use portal_api::roles::{
    validate_role_create, validate_role_delete, validate_role_permissions, validate_role_update,
    Role, RoleCreate, RoleDelete, RolePermissionsSet, RoleUpdate,
};
use portal_api::validation::{FieldError, Rule, ValidationErrors};

use super::reads::find;
use super::Workspace;
use crate::clock::now_ms;
use crate::db::permission_tree::grantable_codes;
use crate::db::roles::{self, RoleRow};
use crate::envelope::{json_response, ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::state::AppState;
use crate::views::role::role;

fn name_taken() -> ApiError {
    let taken = FieldError {
        field: "roleName",
        rule: Rule::Taken,
    };
    ValidationErrors(vec![taken]).into()
}

fn owner_fixed() -> ApiError {
    ApiError::invalid("The OWNER role is built in and cannot be changed or deleted")
}

/// A new CUSTOM role without permissions: HTTP 201, code 2001. A name already used in the
/// workspace (without case) is 400.
pub async fn create(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    Json(body): Json<RoleCreate>,
) -> ApiResult<Role> {
    validate_role_create(&body)?;
    let now = now_ms();
    let row = RoleRow {
        biz_id: ids::biz_id("role"),
        workspace_biz_id: ws.clone(),
        name: body.role_name.trim().to_owned(),
        role_type: ROLE_CUSTOM.0.to_owned(),
        description: body.description.trim().to_owned(),
        permission_codes: Vec::new(),
        created_at: now,
        updated_at: now,
    };
    app.db.with(|c| {
        roles::ensure_seeded(c, &ws, now)?;
        let tx = c.transaction()?;
        if roles::name_taken(&tx, &ws, &row.name, "")? {
            return Err(name_taken());
        }
        roles::insert(&tx, &row)?;
        tx.commit()?;
        Ok(())
    })?;
    Ok(Reply::created(role(&row)))
}

/// Renames and describes a role.
pub async fn update(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    Json(body): Json<RoleUpdate>,
) -> ApiResult<Role> {
    validate_role_update(&body)?;
    let mut row = find(&app, &ws, &body.role_id)?;
    if row.is_owner() {
        return Err(owner_fixed());
    }
    row.name = body.role_name.trim().to_owned();
    row.description = body.description.trim().to_owned();
    row.updated_at = now_ms();
    app.db.with(|c| {
        if roles::name_taken(c, &ws, &row.name, &row.biz_id)? {
            return Err(name_taken());
        }
        Ok(roles::update(c, &row)?)
    })?;
    Ok(Reply::ok(role(&row)))
}

/// Replaces a role's codes (repeats kept once, in tree order); a code not in the tree is
/// 400 naming every unknown code.
pub async fn set_permissions(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    Json(body): Json<RolePermissionsSet>,
) -> ApiResult<Role> {
    validate_role_permissions(&body)?;
    let known = grantable_codes();
    let unknown: Vec<&str> = body
        .permission_codes
        .iter()
        .filter(|c| !known.contains(c))
        .map(String::as_str)
        .collect();
    if !unknown.is_empty() {
        return Err(ApiError::invalid(format!(
            "Unknown permission codes: {}",
            unknown.join(", ")
        )));
    }
    let mut row = find(&app, &ws, &body.role_id)?;
    if row.is_owner() {
        return Err(owner_fixed());
    }
    row.permission_codes = known
        .into_iter()
        .filter(|c| body.permission_codes.contains(c))
        .collect();
    row.updated_at = now_ms();
    app.db.with(|c| Ok(roles::update(c, &row)?))?;
    Ok(Reply::ok(role(&row)))
}

/// Deletes a CUSTOM role; answers the contract's short shape `{success: true, data: null}`.
pub async fn delete(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    Json(body): Json<RoleDelete>,
) -> Result<Response, ApiError> {
    validate_role_delete(&body)?;
    let row = find(&app, &ws, &body.role_id)?;
    if row.is_owner() {
        return Err(owner_fixed());
    }
    app.db.with(|c| Ok(roles::delete(c, &row.biz_id)?))?;
    let envelope = SuccessOnlyEnvelope::<()> {
        success: true,
        data: None,
    };
    let body = serde_json::to_vec(&envelope).map_err(ApiError::internal)?;
    Ok(json_response(StatusCode::OK, body).into_response())
}
