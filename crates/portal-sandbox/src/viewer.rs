//! Who is asking about workspace records (recharges, wallets, transfers), and which they may see.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use portal_api::enumeration::PORTAL_SERVICE;
use portal_api::headers::WORKSPACE_ID;
use portal_api::ErrorCode;
use rusqlite::Connection;

use crate::auth_context::Authed;
use crate::db::accounts::AccountRow;
use crate::db::institutions;
use crate::db::scope::Scope;
use crate::enums::PortalKind;
use crate::envelope::ApiError;
use crate::limits;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;

/// A signed-in caller and the institutions whose records they may see
/// (docs/sandbox-records.md, "Visibility").
///
/// `X-Workspace-Id` names the workspace: a tenant one shows only its own records, the
/// service one (to service-portal accounts) all of them. Without it, service-portal accounts
/// see all and tenant accounts those of their institutions. A workspace the caller cannot
/// access is 404 `RESOURCE.NOT_FOUND`.
#[derive(Debug, Clone)]
pub struct Viewer {
    /// The account.
    pub account: AccountRow,
    /// What it may see.
    pub scope: Scope,
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, ApiError> {
        let Authed { account } = Authed::from_request_parts(parts, app).await?;
        let workspace = match parts.headers.get(WORKSPACE_ID).map(|v| v.to_str()) {
            None => None,
            Some(Err(_)) => return Err(workspace_not_found()),
            Some(Ok(text)) => Some(text.trim().to_owned()).filter(|w| !w.is_empty()),
        };
        let scope = app
            .db
            .with(|c| scope_of(c, &account, workspace.as_deref()))?;
        Ok(Self { account, scope })
    }
}

impl<R: Record> RecordId<R> {
    /// The record this id names, read by `find` within what `viewer` may see; what an unknown
    /// record of kind `R` answers when there is none (so one the viewer may not see is not
    /// told apart from one that does not exist).
    pub fn seen_by<T>(
        &self,
        app: &AppState,
        viewer: &Viewer,
        find: impl FnOnce(&Connection, &Scope, &str) -> rusqlite::Result<Option<T>>,
    ) -> Result<T, ApiError> {
        app.db
            .with(|c| Ok(find(c, &viewer.scope, &self.0)?))?
            .ok_or_else(R::unknown)
    }
}

fn workspace_not_found() -> ApiError {
    ApiError::new(ErrorCode::ResourceNotFound).with_message("Workspace not found")
}

fn scope_of(
    conn: &Connection,
    account: &AccountRow,
    workspace: Option<&str>,
) -> Result<Scope, ApiError> {
    let service = account.portal == PortalKind::Service;
    let Some(workspace) = workspace else {
        return Ok(if service {
            Scope::All
        } else {
            Scope::Institutions(institutions::member_of(conn, &account.biz_id)?)
        });
    };
    if workspace.chars().count() > limits::BIZ_ID {
        return Err(workspace_not_found());
    }
    let institution = institutions::by_biz_id(conn, workspace)?.ok_or_else(workspace_not_found)?;
    if service && institution.kind == PORTAL_SERVICE.0 {
        return Ok(Scope::All);
    }
    if !service && !institutions::is_member(conn, &account.biz_id, workspace)? {
        return Err(workspace_not_found());
    }
    Ok(Scope::Institutions(vec![institution.biz_id]))
}
