//! Who is calling: the portal access code (middleware) and the bearer token (extractor).

use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use portal_api::headers::PORTAL_ACCESS_CODE;
use portal_api::{paths, ErrorCode};

use crate::clock::now_ms;
use crate::codes;
use crate::db::accounts::{self, AccountRow};
use crate::db::auth_sessions;
use crate::enums::PortalKind;
use crate::envelope::{ApiError, Convention};
use crate::limits;
use crate::state::AppState;
use crate::tokens;

/// The portal whose access code the request carried (a request extension).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortalAccess(pub PortalKind);

/// Middleware for API routes: on a tenant path ([`paths::is_tenant`]) refuses a missing or
/// unknown `X-PORTAL-ACCESS-CODE` with 403 `ACCESS.PORTAL_CODE_INVALID`; the numeric-convention
/// paths ask for none. Either code works for accounts of either portal.
pub async fn require_access_code(
    State(app): State<AppState>,
    mut req: Request,
    next: Next,
) -> Response {
    if !paths::is_tenant(req.uri().path()) {
        return next.run(req).await;
    }
    let code = req
        .headers()
        .get(PORTAL_ACCESS_CODE)
        .and_then(|v| v.to_str().ok());
    let kind = match code {
        Some(c) if c == app.config.service_access_code => PortalKind::Service,
        Some(c) if c == app.config.tenant_access_code => PortalKind::Tenant,
        _ => return codes::portal_code_invalid().into_response(),
    };
    req.extensions_mut().insert(PortalAccess(kind));
    next.run(req).await
}

/// A signed-in caller: a live access token and its account.
///
/// No token answers `ACCESS.TOKEN_MISSING`; an unknown, revoked or expired one
/// `ACCESS.TOKEN_INVALID` (both 4010 on numeric-convention routes), HTTP 401 either way.
#[derive(Debug, Clone)]
pub struct Authed {
    /// The account.
    pub account: AccountRow,
}

impl FromRequestParts<AppState> for Authed {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, ApiError> {
        let convention = Convention::of(&parts.extensions);
        let token = bearer(&parts.headers)
            .ok_or_else(|| ApiError::new(ErrorCode::TokenMissing).in_convention(convention))?;
        if token.len() > limits::TOKEN {
            return Err(codes::token_invalid().in_convention(convention));
        }
        let hash = tokens::hash(token);
        let now = now_ms();
        app.db
            .with(|conn| {
                let (_session, account) =
                    auth_sessions::by_access(conn, &hash, now)?.ok_or_else(codes::token_invalid)?;
                let account =
                    accounts::by_biz_id(conn, &account)?.ok_or_else(codes::token_invalid)?;
                Ok(Self { account })
            })
            .map_err(|e| e.in_convention(convention))
    }
}

/// The token of `Authorization: Bearer <token>`, if there is a non-empty one.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}
