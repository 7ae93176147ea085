//! Who may call what: what an endpoint needs ([`Need`]), and the guard that checks it before
//! the handler runs (docs/sandbox.md, "Permissions").
//!
//! The rules themselves are written once, by area, in the area table (`crate::areas`); the
//! router puts a guard holding an area's rules over that area's routes.

use axum::extract::{FromRequestParts, MatchedPath, RawPathParams, Request, State};
use axum::http::request::Parts;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use portal_api::enumeration::PORTAL_SERVICE;
use portal_api::headers::WORKSPACE_ID;
use portal_api::{paths, ErrorCode};
use rusqlite::{Connection, OptionalExtension};

use crate::auth_context::{Authed, PortalAccess};
use crate::clock::now_ms;
use crate::db::accounts::AccountRow;
use crate::db::permission_tree::grantable_codes;
use crate::db::{institutions, roles};
use crate::enums::PortalKind;
use crate::envelope::{ApiError, Convention};
use crate::limits;
use crate::state::AppState;

/// What an endpoint needs of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// Nothing: no sign-in (secure channel, sign-in, registration, constants).
    Public,
    /// A signed-in account acting on itself (profile, invitations, sign-out, the workspaces
    /// it can enter); no workspace and no permission.
    Account,
    /// This permission code (`group:read` or `group:write`) through the caller's role in the
    /// workspace.
    Workspace(&'static str),
    /// This permission code, and a platform-wide setting: only a service-portal account
    /// working in the service workspace, through the service portal (its access code), may
    /// use it.
    Platform(&'static str),
    /// This permission code, and a service operation: only through the service portal (its
    /// access code); the tenant portal's code is refused whoever calls.
    Service(&'static str),
    /// A command that also reads (the notification channel update, which the portal sends
    /// with only `bizId` to read a channel): the first code to call it, the second to change
    /// anything (the handler asks [`Granted::may_edit`]).
    Command(&'static str, &'static str),
}

impl Need {
    /// The permission code, if the endpoint needs one.
    pub fn code(self) -> Option<&'static str> {
        match self {
            Self::Public | Self::Account => None,
            Self::Workspace(code)
            | Self::Platform(code)
            | Self::Service(code)
            | Self::Command(code, _) => Some(code),
        }
    }

    /// What the docs table says.
    pub(crate) fn describe(self) -> String {
        match self {
            Self::Public => "none (no sign-in)".to_owned(),
            Self::Account => "signed in (own account)".to_owned(),
            Self::Workspace(code) => format!("`{code}`"),
            Self::Platform(code) => {
                format!("`{code}`, service workspace only, service portal only")
            }
            Self::Service(code) => format!("`{code}`, service portal only"),
            Self::Command(read, write) => format!("`{read}`; `{write}` to change anything"),
        }
    }

    /// Whether only the service portal's access code may call it.
    pub fn service_portal_only(self) -> bool {
        matches!(self, Self::Platform(_) | Self::Service(_))
    }
}

use Need::{Command, Platform};

/// One endpoint's rule: method, path template, what it needs.
pub type Rule = (&'static str, &'static str, Need);

/// The message of the refusal of a route missing from its guard's rules (a route listed in
/// another area's rules, or in none).
pub const NO_RULE: &str = "This route has no permission rule";

/// What `method path` (a route template such as `/web/v1/tenant/roles/{roleBizId}`) needs
/// by `rules`; `None` for a route missing from them (the guard refuses it).
pub fn required(rules: &[Rule], method: &str, path: &str) -> Option<Need> {
    rules
        .iter()
        .find(|(m, p, _)| m.eq_ignore_ascii_case(method) && *p == path)
        .map(|(_, _, need)| *need)
}

/// The refusal: 403 `ACCESS.PERMISSION_DENIED`, or 4030 on numeric-convention routes.
pub fn denied() -> ApiError {
    ApiError::new(ErrorCode::PermissionDenied)
}

/// The error convention of a route, known before its own convention layer runs.
fn convention_of(path: &str) -> Convention {
    if path == paths::WORKSPACE_INSTITUTIONS_QUERY {
        Convention::NUMERIC_SHORT
    } else if path.starts_with("/web/v1/notification") {
        Convention::NUMERIC_FULL
    } else {
        Convention::SYMBOLIC
    }
}

/// A workspace the caller does not belong to: as the record endpoints have always answered
/// (404 on symbolic routes, 4010 on the workspace institution query), and 4030 on the
/// notification routes, whose 4040 means a missing channel.
fn not_accessible(convention: Convention) -> ApiError {
    if convention == Convention::NUMERIC_SHORT {
        ApiError::new(ErrorCode::Unauthorized4010).with_message("workspace is not accessible")
    } else if convention.numeric {
        denied().with_message("Permission denied")
    } else {
        ApiError::new(ErrorCode::ResourceNotFound).with_message("Workspace not found")
    }
}

/// What the guard let through: the workspace the permission was checked in. Handlers that
/// change a record owned by a workspace ask [`Granted::may_change`].
#[derive(Debug, Clone)]
pub struct Granted {
    /// The workspace (institution) the caller works in.
    pub workspace: String,
    /// A service-portal account working in the service workspace (may change any
    /// workspace's records and the platform-wide settings).
    pub service: bool,
    /// Whether the role holds the change code of a [`Need::Command`] (true for other rules).
    pub edits: bool,
}

impl Granted {
    /// Whether a record of `owner` (an institution) may be changed from here: only one of
    /// the workspace itself, unless the caller is service staff in the service workspace.
    pub fn may_change(&self, owner: Option<&str>) -> Result<(), ApiError> {
        if self.service || owner == Some(self.workspace.as_str()) {
            Ok(())
        } else {
            Err(denied())
        }
    }

    /// For a [`Need::Command`]: whether the caller may change something, not only read.
    pub fn may_edit(&self) -> Result<(), ApiError> {
        if self.edits {
            Ok(())
        } else {
            Err(denied())
        }
    }
}

impl FromRequestParts<AppState> for Granted {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &AppState) -> Result<Self, ApiError> {
        // Only guarded routes with a permission ask for it; the guard always puts it there.
        parts
            .extensions
            .get::<Self>()
            .cloned()
            .ok_or_else(|| ApiError::internal("route asks for a grant it is not guarded for"))
    }
}

/// The guard (a `route_layer` of every API route, holding the rules of the routes under it):
/// looks the matched route up in `rules`, and for a workspace permission checks the caller's
/// role in the workspace (`X-Workspace-Id`, else the caller's home institution). Requests
/// without a valid token reach the handler, which answers 401 as before.
pub async fn guard(
    State((app, rules)): State<(AppState, &'static [Rule])>,
    req: Request,
    next: Next,
) -> Response {
    let Some(path) = req
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_owned())
    else {
        return next.run(req).await;
    };
    let convention = convention_of(&path);
    let Some(need) = required(rules, req.method().as_str(), &path) else {
        tracing::warn!(%path, "route without a permission rule: refused");
        return denied()
            .with_message(NO_RULE)
            .in_convention(convention)
            .into_response();
    };
    let Some(code) = need.code() else {
        return next.run(req).await;
    };
    let (mut parts, body) = req.into_parts();
    let Ok(Authed { account }) = Authed::from_request_parts(&mut parts, &app).await else {
        return next.run(Request::from_parts(parts, body)).await;
    };
    let named = if path == paths::WORKSPACE_INSTITUTIONS_QUERY {
        match RawPathParams::from_request_parts(&mut parts, &app).await {
            Ok(params) => params.iter().next().map(|(_, v)| v.to_owned()),
            Err(_) => None,
        }
    } else {
        parts
            .headers
            .get(WORKSPACE_ID)
            .map(|v| v.to_str().unwrap_or_default().trim().to_owned())
            .filter(|w| !w.is_empty())
    };
    let decided = app.db.with(|c| {
        decide(c, &account, named.as_deref(), need)
            .map_err(|e| e.unwrap_or_else(|| not_accessible(convention)))
    });
    let granted = match decided {
        Ok(granted) => granted,
        Err(e) => return e.in_convention(convention).into_response(),
    };
    // Last, so a workspace the caller cannot see is still not found, whichever portal asks.
    if need.service_portal_only() && through_tenant_portal(&parts) {
        return denied().in_convention(convention).into_response();
    }
    // A write names its workspace for the handler too, so records are looked up in the
    // workspace whose permission was checked (not every workspace the caller belongs to).
    if named.is_none() && code.ends_with(":write") {
        if let Ok(value) = HeaderValue::from_str(&granted.workspace) {
            parts.headers.insert(WORKSPACE_ID, value);
        }
    }
    parts.extensions.insert(granted);
    next.run(Request::from_parts(parts, body)).await
}

/// Whether the request carried the tenant portal's access code (the tenant routes' middleware
/// says which portal's code it was).
fn through_tenant_portal(parts: &Parts) -> bool {
    parts.extensions.get::<PortalAccess>() == Some(&PortalAccess(PortalKind::Tenant))
}

/// Whether `account` holds `code` in workspace `named` (else its home institution), and, for
/// a platform-wide setting, works in the service workspace. `Err(None)` is a workspace the
/// caller does not belong to.
fn decide(
    conn: &mut Connection,
    account: &AccountRow,
    named: Option<&str>,
    need: Need,
) -> Result<Granted, Option<ApiError>> {
    let code = need.code().unwrap_or_default();
    let workspace = named
        .map(str::to_owned)
        .or_else(|| account.institution_biz_id.clone())
        // An account without an institution has no workspace, so no permission.
        .ok_or_else(|| Some(denied()))?;
    if workspace.chars().count() > limits::BIZ_ID {
        return Err(None);
    }
    let institution = institutions::by_biz_id(conn, &workspace)
        .map_err(|e| Some(e.into()))?
        .ok_or(None)?;
    let staff = account.portal == PortalKind::Service;
    // Whose role applies: the caller's own in this workspace; service staff outside their
    // own workspaces act with their role in their (service) home workspace.
    let (role_workspace, role_name) = match membership(conn, &account.biz_id, &workspace)? {
        Some(role) => (workspace.clone(), role),
        None if staff => {
            let home = account
                .institution_biz_id
                .clone()
                .ok_or_else(|| Some(denied()))?;
            let role = membership(conn, &account.biz_id, &home)?.ok_or_else(|| Some(denied()))?;
            (home, role)
        }
        None => return Err(None),
    };
    let held = role_codes(conn, &role_workspace, &role_name).map_err(|e| Some(e.into()))?;
    let holds = |code: &str| held.iter().any(|c| c == code);
    if !holds(code) {
        return Err(Some(denied()));
    }
    let service = staff && institution.kind == PORTAL_SERVICE.0;
    if matches!(need, Platform(_)) && !service {
        return Err(Some(denied()));
    }
    let edits = match need {
        Command(_, write) => holds(write),
        _ => true,
    };
    Ok(Granted {
        workspace,
        service,
        edits,
    })
}

/// The role name of `account`'s membership of `workspace`.
fn membership(
    conn: &Connection,
    account: &str,
    workspace: &str,
) -> Result<Option<String>, Option<ApiError>> {
    conn.query_row(
        "SELECT role_name FROM memberships \
         WHERE account_biz_id = :account AND institution_biz_id = :workspace",
        rusqlite::named_params! {":account": account, ":workspace": workspace},
        |r| r.get("role_name"),
    )
    .optional()
    .map_err(|e| Some(e.into()))
}

/// The codes of the workspace's role called `role_name` (without case); the OWNER role holds
/// every code. A name with no role in the workspace holds nothing.
fn role_codes(
    conn: &mut Connection,
    workspace: &str,
    role_name: &str,
) -> rusqlite::Result<Vec<String>> {
    let mut listed = roles::list(conn, workspace)?;
    if listed.is_empty() {
        // A workspace gets its roles when first used (as `GET /roles` does); reads stay reads.
        roles::ensure_seeded(conn, workspace, now_ms())?;
        listed = roles::list(conn, workspace)?;
    }
    let role = listed
        .into_iter()
        .find(|r| r.name.eq_ignore_ascii_case(role_name));
    Ok(match role {
        Some(r) if r.is_owner() => grantable_codes(),
        Some(r) => r.permission_codes,
        None => Vec::new(),
    })
}
