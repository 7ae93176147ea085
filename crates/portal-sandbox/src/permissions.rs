//! Who may call what: one table from each endpoint to what it needs ([`RULES`]), and the
//! guard that checks it before the handler runs (docs/sandbox.md, "Permissions").
//!
//! The table is the only place an endpoint's permission is written; `docs/sandbox.md` holds
//! the same table, and a test compares the two ([`markdown_table`]).

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
    fn describe(self) -> String {
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

use Need::{Account, Command, Platform, Public, Service, Workspace};

/// Platform configuration, by the portal's navigation paths: written only from the service
/// portal (its writes are [`Need::Platform`]), so the tenant portal's `config.json` lists
/// these areas as read-only (`readOnlyAreas`). Withdrawal channels have no write in the
/// contract; they are platform configuration all the same.
pub const PLATFORM_CONFIGURATION: [&str; 6] = [
    "recharge-channels",
    "withdrawal-channels",
    "tariffs",
    "wallet-currencies",
    "exchange-fees",
    "exchange-rates",
];

/// Every endpoint: method, path template, what it needs.
#[rustfmt::skip]
pub const RULES: &[(&str, &str, Need)] = &[
    ("GET", paths::SECURE_CHANNEL_PUBLIC_KEY, Public),
    ("POST", paths::SECURE_CHANNEL_SESSION, Public),
    ("POST", paths::SECURE_CHANNEL_SESSION_CLOSE, Public),
    ("POST", paths::LOGIN_INITIATE, Public),
    ("POST", paths::LOGIN_MFA_SEND, Public),
    ("POST", paths::LOGIN_COMPLETE, Public),
    ("POST", paths::PASSWORD_FORGOT, Public),
    ("POST", paths::TOKEN_REFRESH, Public),
    ("POST", paths::REGISTER_INITIATE, Public),
    ("POST", paths::REGISTER_VERIFY, Public),
    ("POST", paths::REGISTER_COMPLETE, Public),
    ("POST", paths::PASSWORD_INIT, Public),
    ("GET", paths::COUNTRIES, Public),
    ("GET", paths::TIMEZONES, Public),
    ("POST", paths::LOGOUT, Account),
    ("GET", paths::PROFILE, Account),
    ("POST", paths::PROFILE_UPDATE, Account),
    ("GET", paths::INVITATIONS, Account),
    ("POST", paths::INVITATION_ACCEPT, Account),
    ("POST", paths::INVITATION_DECLINE, Account),
    ("POST", paths::INSTITUTIONS_QUERY, Account),
    ("GET", paths::INSTITUTION_SELF, Workspace("institutions:read")),
    ("POST", paths::INSTITUTION_SELF_UPDATE, Workspace("institutions:write")),
    ("POST", paths::WORKSPACE_INSTITUTIONS_QUERY, Workspace("institutions:read")),
    ("GET", paths::ACCOUNT_ADMIN, Workspace("accounts:read")),
    ("POST", paths::ACCOUNT_ADMIN_QUERY, Workspace("accounts:read")),
    ("POST", paths::ACCOUNT_ADMIN_INIT, Workspace("accounts:write")),
    ("POST", paths::ACCOUNT_ADMIN_STATUS, Workspace("accounts:write")),
    ("POST", paths::ACCOUNT_ADMIN_UPDATE, Workspace("accounts:write")),
    ("POST", paths::USERS_PENDING_QUERY, Service("pending_users:read")),
    ("POST", paths::USER_APPROVE, Service("pending_users:write")),
    ("POST", paths::USER_REJECT, Service("pending_users:write")),
    ("GET", paths::ROLES, Workspace("roles:read")),
    ("GET", paths::ROLE, Workspace("roles:read")),
    ("GET", paths::ROLE_PERMISSIONS, Workspace("roles:read")),
    ("GET", paths::PERMISSION_TREE, Workspace("roles:read")),
    ("POST", paths::ROLES, Workspace("roles:write")),
    ("POST", paths::ROLE_UPDATE, Workspace("roles:write")),
    ("POST", paths::ROLE_SET_PERMISSIONS, Workspace("roles:write")),
    ("POST", paths::ROLE_DELETE, Workspace("roles:write")),
    ("GET", paths::IP_WHITELIST, Workspace("security:read")),
    ("POST", paths::IP_WHITELIST, Workspace("security:write")),
    ("GET", paths::RECHARGES, Workspace("recharges:read")),
    ("GET", paths::RECHARGE, Workspace("recharges:read")),
    ("GET", paths::RECHARGES_STATS, Workspace("recharges:read")),
    ("POST", paths::RECHARGE_CONFIRM, Workspace("recharges:write")),
    ("POST", paths::RECHARGE_REJECT, Workspace("recharges:write")),
    ("POST", paths::RECHARGES_BATCH_CONFIRM, Workspace("recharges:write")),
    ("POST", paths::RECHARGES_BATCH_REJECT, Workspace("recharges:write")),
    ("GET", paths::TRANSFER_ORDER, Workspace("transfers:read")),
    ("GET", paths::TRANSFER_ORDER_COMPLETED, Workspace("transfers:read")),
    ("GET", paths::TRANSFER_ORDERS_OF_WALLET, Workspace("transfers:read")),
    ("POST", paths::TRANSFER_ORDERS_WORKSPACE_QUERY, Workspace("transfers:read")),
    ("GET", paths::EXCHANGES, Workspace("exchanges:read")),
    ("GET", paths::EXCHANGE, Workspace("exchanges:read")),
    ("POST", paths::REFERRAL_CODES_QUERY, Workspace("referrals:read")),
    ("GET", paths::REFERRAL_CODE, Workspace("referrals:read")),
    ("POST", paths::REFERRALS_QUERY, Workspace("referrals:read")),
    ("GET", paths::REFERRAL, Workspace("referrals:read")),
    ("GET", paths::RECHARGE_CHANNELS, Workspace("recharge_channels:read")),
    ("GET", paths::RECHARGE_CHANNEL_ASSIGNMENTS, Workspace("recharge_channels:read")),
    ("POST", paths::RECHARGE_CHANNELS, Platform("recharge_channels:write")),
    ("POST", paths::RECHARGE_CHANNEL_UPDATE, Platform("recharge_channels:write")),
    ("POST", paths::RECHARGE_CHANNEL_ASSIGNMENTS, Platform("recharge_channels:write")),
    ("GET", paths::WITHDRAWAL_CHANNELS, Workspace("withdrawal_channels:read")),
    ("GET", paths::EXCHANGE_FEES, Workspace("exchange_config:read")),
    ("GET", paths::EXCHANGE_RATES, Workspace("exchange_config:read")),
    ("POST", paths::EXCHANGE_FEES, Platform("exchange_config:write")),
    ("POST", paths::EXCHANGE_FEE_UPDATE, Platform("exchange_config:write")),
    ("POST", paths::EXCHANGE_RATES, Platform("exchange_config:write")),
    ("POST", paths::EXCHANGE_RATE_UPDATE, Platform("exchange_config:write")),
    ("GET", paths::TARIFF_TEMPLATES, Workspace("tariffs:read")),
    ("GET", paths::TARIFF_TEMPLATE, Workspace("tariffs:read")),
    ("GET", paths::TARIFF_TEMPLATE_DEFAULT, Workspace("tariffs:read")),
    ("GET", paths::WALLET_TARIFFS, Workspace("tariffs:read")),
    ("GET", paths::WALLET_TARIFF, Workspace("tariffs:read")),
    ("GET", paths::WALLET_TARIFF_EXISTS, Workspace("tariffs:read")),
    ("POST", paths::WALLET_TARIFFS_WORKSPACE_QUERY, Workspace("tariffs:read")),
    ("POST", paths::TARIFF_TEMPLATE_CREATE, Platform("tariffs:write")),
    ("POST", paths::TARIFF_TEMPLATE_UPDATE, Platform("tariffs:write")),
    ("POST", paths::TARIFF_TEMPLATE_DELETE, Platform("tariffs:write")),
    ("GET", paths::WALLET_CURRENCIES, Workspace("wallet_currencies:read")),
    ("GET", paths::WALLET_CURRENCY, Workspace("wallet_currencies:read")),
    ("GET", paths::WALLET_CURRENCY_ENABLED, Workspace("wallet_currencies:read")),
    ("POST", paths::WALLET_CURRENCY_ENABLE, Platform("wallet_currencies:write")),
    ("POST", paths::WALLET_CURRENCY_DISABLE, Platform("wallet_currencies:write")),
    ("POST", paths::NOTIFICATION_CHANNEL_TYPES_QUERY, Workspace("notification_channels:read")),
    ("POST", paths::NOTIFICATION_CHANNEL_UPDATE, Command("notification_channels:read", "notification_channels:write")),
    ("POST", paths::NOTIFICATION_CHANNEL_ACTIVATE, Workspace("notification_channels:write")),
    ("GET", paths::EXPORTS, Workspace("exports:read")),
    ("GET", paths::EXPORT, Workspace("exports:read")),
    ("GET", paths::EXPORT_DOWNLOAD, Workspace("exports:read")),
    ("POST", paths::EXPORTS, Workspace("exports:write")),
    ("POST", paths::FILES_QUERY, Workspace("files:read")),
    ("GET", paths::FILE, Workspace("files:read")),
    ("GET", paths::FILE_DOWNLOAD, Workspace("files:read")),
    ("GET", paths::FILE_DOWNLOAD_URL, Workspace("files:read")),
    ("POST", paths::FILE_UPLOAD, Workspace("files:write")),
    ("POST", paths::FILE_DELETE, Workspace("files:write")),
    ("GET", paths::PARTNER_CARD, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_PAYMENT_HANDLES, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_TRANSACTIONS, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_TRANSACTION, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_TRANSACTION_FEES, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_TRANSACTIONS_AGGREGATION, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_VIRTUAL_ACCOUNTS, Workspace("provider_connections:read")),
    ("GET", paths::PARTNER_VIRTUAL_ACCOUNT, Workspace("provider_connections:read")),
    ("POST", paths::PARTNER_ACTIVATE, Workspace("provider_connections:write")),
    ("POST", paths::PARTNER_SUSPEND, Workspace("provider_connections:write")),
    ("POST", paths::PARTNER_CLOSE, Workspace("provider_connections:write")),
    ("POST", paths::PARTNER_CARD_FREEZE, Workspace("provider_connections:write")),
    ("POST", paths::PARTNER_CARD_UNFREEZE, Workspace("provider_connections:write")),
    ("POST", paths::PARTNER_CARD_CANCEL, Workspace("provider_connections:write")),
];

/// What `method path` (a route template such as `/web/v1/tenant/roles/{roleBizId}`) needs;
/// `None` for a route missing from the table (the guard refuses it).
pub fn required(method: &str, path: &str) -> Option<Need> {
    RULES
        .iter()
        .find(|(m, p, _)| m.eq_ignore_ascii_case(method) && *p == path)
        .map(|(_, _, need)| *need)
}

/// The docs table (`docs/sandbox.md`, between the permission-table markers), rendered from
/// [`RULES`]; paths relative to `/web/v1/tenant` unless they start with `/web/v1/`.
pub fn markdown_table() -> String {
    let mut out = String::from("| Method | Path | Needs |\n|---|---|---|\n");
    for (method, path, need) in RULES {
        let shown = path.strip_prefix(paths::TENANT).unwrap_or(path);
        out.push_str(&format!("| {method} | `{shown}` | {} |\n", need.describe()));
    }
    out
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

/// The guard (a `route_layer` of every API route): looks the matched route up in
/// [`RULES`], and for a workspace permission checks the caller's role in the workspace
/// (`X-Workspace-Id`, else the caller's home institution). Requests without a valid token
/// reach the handler, which answers 401 as before.
pub async fn guard(State(app): State<AppState>, req: Request, next: Next) -> Response {
    let Some(path) = req
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_owned())
    else {
        return next.run(req).await;
    };
    let convention = convention_of(&path);
    let Some(need) = required(req.method().as_str(), &path) else {
        tracing::warn!(%path, "route without a permission rule: refused");
        return denied().in_convention(convention).into_response();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_in_the_table_is_in_the_permission_tree() {
        let codes = grantable_codes();
        for (method, path, need) in RULES {
            let write = match need {
                Command(_, write) => Some(*write),
                _ => None,
            };
            for code in need.code().into_iter().chain(write) {
                assert!(codes.iter().any(|c| c == code), "{method} {path}: {code}");
            }
        }
    }

    #[test]
    fn each_route_appears_once() {
        for (i, (method, path, _)) in RULES.iter().enumerate() {
            let again = RULES[i + 1..]
                .iter()
                .any(|(m, p, _)| m == method && p == path);
            assert!(!again, "{method} {path} twice");
        }
    }

    #[test]
    fn every_platform_write_is_in_a_platform_configuration_area() {
        for (method, path, need) in RULES {
            if matches!(need, Platform(_)) {
                assert!(
                    PLATFORM_CONFIGURATION
                        .iter()
                        .any(|area| path.contains(area)),
                    "{method} {path}"
                );
            }
        }
        assert_eq!(
            required("POST", paths::USER_APPROVE),
            Some(Service("pending_users:write"))
        );
    }

    #[test]
    fn writes_need_write_and_reads_need_read() {
        assert_eq!(
            required("POST", paths::RECHARGE_CONFIRM),
            Some(Workspace("recharges:write"))
        );
        assert_eq!(
            required("GET", paths::RECHARGES),
            Some(Workspace("recharges:read"))
        );
        assert_eq!(
            required("POST", paths::WALLET_CURRENCY_DISABLE),
            Some(Platform("wallet_currencies:write"))
        );
        assert_eq!(required("DELETE", paths::RECHARGES), None);
    }
}
