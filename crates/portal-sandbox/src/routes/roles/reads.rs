//! `GET /roles`, `/roles/{roleBizId}`, `/roles/{roleBizId}/permissions` and `/roles/permissions/tree`.

use axum::extract::State;
use portal_api::roles::{PermissionNode, Role};

use super::Workspace;
use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::permission_tree;
use crate::db::roles::{self, RoleRow};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::views::role::role;

not_found_record!(
    /// Roles, by id.
    Roles,
    ROLE
);

/// What a missing role is called in the 404 message.
pub const ROLE: &str = "Role";

/// The workspace's role `biz_id`; 404 when unknown there.
pub fn find(app: &AppState, workspace: &str, biz_id: &str) -> Result<RoleRow, ApiError> {
    app.db
        .with(|c| {
            roles::ensure_seeded(c, workspace, now_ms())?;
            Ok(roles::by_biz_id(c, workspace, biz_id)?)
        })?
        .ok_or_else(Roles::unknown)
}

/// Every role of the workspace, OWNER first.
pub async fn list(State(app): State<AppState>, Workspace(ws): Workspace) -> ApiResult<Vec<Role>> {
    let rows = app.db.with(|c| {
        roles::ensure_seeded(c, &ws, now_ms())?;
        Ok(roles::list(c, &ws)?)
    })?;
    Ok(Reply::ok(rows.iter().map(role).collect()))
}

/// One role; 404 `RESOURCE.NOT_FOUND` when unknown in the workspace.
pub async fn record(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    RecordId(biz_id, ..): RecordId<Roles>,
) -> ApiResult<Role> {
    Ok(Reply::ok(role(&find(&app, &ws, &biz_id)?)))
}

/// A role's codes; 404 like the role.
pub async fn permissions(
    State(app): State<AppState>,
    Workspace(ws): Workspace,
    RecordId(biz_id, ..): RecordId<Roles>,
) -> ApiResult<Vec<String>> {
    Ok(Reply::ok(find(&app, &ws, &biz_id)?.permission_codes))
}

/// The whole permission tree.
pub async fn tree(_authed: Authed) -> ApiResult<Vec<PermissionNode>> {
    Ok(Reply::ok(permission_tree::tree()))
}
