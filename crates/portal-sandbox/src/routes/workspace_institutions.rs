//! `POST /web/v1/workspaces/{workspaceId}/institutions/query`: numeric codes, short envelope.

use axum::extract::State;
use axum::routing::post;
use axum::Router;
use portal_api::institutions::{
    Institution, WorkspaceInstitutionQuery, INSTITUTION_STATUSES, INSTITUTION_TYPES,
};
use portal_api::{paths, ErrorCode, PageRequest};
use serde_json::Value;

use super::institutions::visibility;
use crate::auth_context::Authed;
use crate::db::institutions::{self, Filter};
use crate::enums::PortalKind;
use crate::envelope::{ApiError, Convention, Reply};
use crate::extract::Json;
use crate::record_id::{Record, RecordId};
use crate::state::AppState;
use crate::{limits, views};

const CONVENTION: Convention = Convention::NUMERIC_SHORT;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new().route(
        paths::WORKSPACE_INSTITUTIONS_QUERY,
        post(query).layer(CONVENTION.layer()),
    )
}

fn validation(message: &'static str) -> ApiError {
    ApiError::invalid(message).in_convention(CONVENTION)
}

fn unauthorized(message: &'static str) -> ApiError {
    ApiError::new(ErrorCode::Unauthorized4010)
        .with_message(message)
        .in_convention(CONVENTION)
}

/// Workspaces, by id: one the caller cannot access answers 4010.
#[derive(Debug)]
enum Workspaces {}

impl Record for Workspaces {
    fn unknown() -> ApiError {
        unauthorized("workspace is not accessible")
    }
}

/// Filters by id, type, status and name (partial, case-insensitive); PageRequest::strict.
/// A workspace the caller cannot access answers 4010.
async fn query(
    State(app): State<AppState>,
    authed: Authed,
    RecordId(workspace, ..): RecordId<Workspaces>,
    Json(q): Json<WorkspaceInstitutionQuery>,
) -> Result<Reply<Value>, ApiError> {
    let account = &authed.account;
    let accessible = workspace.len() <= limits::BIZ_ID
        && app
            .db
            .with(|c| {
                Ok(match account.portal {
                    PortalKind::Service => institutions::by_biz_id(c, &workspace)?.is_some(),
                    PortalKind::Tenant => institutions::is_member(c, &account.biz_id, &workspace)?,
                })
            })
            .map_err(|e| e.in_convention(CONVENTION))?;
    if !accessible {
        return Err(Workspaces::unknown());
    }
    let kind = q.institution_type.as_deref();
    if kind.is_some_and(|t| !INSTITUTION_TYPES.contains(&t)) {
        return Err(validation(
            "institutionType must be one of SERVICE, TENANT, PARTNER, CONSUMER",
        ));
    }
    let status = q.institution_status.as_deref();
    if status.is_some_and(|s| !INSTITUTION_STATUSES.contains(&s)) {
        return Err(validation(
            "institutionStatus must be one of PENDING, REVIEWING, ACTIVE, REJECTED, SUSPENDED, CLOSED",
        ));
    }
    let biz_id = q.institution_biz_id.as_deref();
    let name = q.institution_name.as_deref();
    if biz_id.is_some_and(|b| b.chars().count() > limits::BIZ_ID)
        || name.is_some_and(|n| n.chars().count() > limits::INSTITUTION_NAME)
    {
        return Err(validation(
            "institutionBizId or institutionName is too long",
        ));
    }
    let page = PageRequest::strict(q.page, q.size)
        .map_err(|_| validation("page must be at least 0 and size between 1 and 100"))?;
    let filter = Filter {
        member: visibility(account),
        biz_id,
        kind,
        status,
        name_contains: name.filter(|n| !n.trim().is_empty()),
    };
    let (rows, total) = app
        .db
        .with(|c| {
            Ok(institutions::list(
                c,
                &filter,
                page.offset(),
                page.size as u64,
            )?)
        })
        .map_err(|e| e.in_convention(CONVENTION))?;
    let items: Vec<Institution> = rows.iter().map(views::institution::with_strings).collect();
    Ok(Reply::short(
        page.page_of(items, total).to_pg_a("institutions"),
    ))
}
