//! Institutions of the tenant API: the visible list, the caller's own, and updating it.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::institutions::{
    validate_institution_self_update, Institution, InstitutionSelfUpdate, EXTRA_COUNTRY,
    EXTRA_TIMEZONE,
};
use portal_api::{paths, ErrorCode};
use serde_json::Value;

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::accounts::AccountRow;
use crate::db::institutions::{self, Filter, InstitutionRow};
use crate::enums::PortalKind;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::paging::PageBody;
use crate::permissions::Granted;
use crate::state::AppState;
use crate::{reference_data, views};

/// The area's routes, with the workspace query of [`super::workspace_institutions`] (numeric
/// convention).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::INSTITUTIONS_QUERY, post(query))
        .route(paths::INSTITUTION_SELF, get(own))
        .route(paths::INSTITUTION_SELF_UPDATE, post(update_own))
        .merge(super::workspace_institutions::routes())
}

/// Service-portal accounts see every institution, tenant accounts those they belong to.
pub fn visibility(account: &AccountRow) -> Option<&str> {
    match account.portal {
        PortalKind::Service => None,
        PortalKind::Tenant => Some(account.biz_id.as_str()),
    }
}

/// PG-A with list key `institutions`.
async fn query(
    State(app): State<AppState>,
    authed: Authed,
    Json(body): Json<PageBody>,
) -> ApiResult<Value> {
    let page = body.normalise()?;
    let filter = Filter {
        member: visibility(&authed.account),
        ..Filter::default()
    };
    let (rows, total) = app.db.with(|c| {
        Ok(institutions::list(
            c,
            &filter,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    let items: Vec<Institution> = rows.iter().map(views::institution::with_objects).collect();
    Ok(Reply::ok(
        page.page_of(items, total).to_pg_a("institutions"),
    ))
}

fn own_row(app: &AppState, account: &AccountRow) -> Result<InstitutionRow, ApiError> {
    let not_found = || ApiError::new(ErrorCode::ResourceNotFound);
    let biz_id = account
        .institution_biz_id
        .as_deref()
        .ok_or_else(not_found)?;
    app.db
        .with(|c| Ok(institutions::by_biz_id(c, biz_id)?))?
        .ok_or_else(not_found)
}

async fn own(State(app): State<AppState>, authed: Authed) -> ApiResult<Institution> {
    let row = own_row(&app, &authed.account)?;
    Ok(Reply::ok(views::institution::with_objects(&row)))
}

/// Partial: name 1 to 128, description up to 1000, remark up to 255; `extraConfig`'s
/// country must be a listed alpha-2 code and its time zone a listed zone id (given keys are
/// merged into the stored object); an empty body is refused.
async fn update_own(
    State(app): State<AppState>,
    authed: Authed,
    granted: Granted,
    Json(req): Json<InstitutionSelfUpdate>,
) -> ApiResult<Institution> {
    validate_institution_self_update(&req)?;
    if req.extra(EXTRA_COUNTRY).is_some_and(|c| {
        !reference_data::countries()
            .iter()
            .any(|k| k.alpha2_code == c)
    }) {
        return Err(ApiError::invalid(
            "extraConfig.country is not a listed country",
        ));
    }
    if req
        .extra(EXTRA_TIMEZONE)
        .is_some_and(|z| !reference_data::is_known_zone(z))
    {
        return Err(ApiError::invalid(
            "extraConfig.timezone is not a listed time zone",
        ));
    }
    let mut row = own_row(&app, &authed.account)?;
    granted.may_change(Some(&row.biz_id))?;
    if let Some(name) = req.institution_name {
        row.name = name.trim().to_owned();
    }
    if let Some(description) = req.institution_description {
        row.description = Some(description);
    }
    if let Some(remark) = req.institution_remark {
        row.remark = Some(remark);
    }
    if let Some(changes) = req.extra_config {
        let mut extra = row
            .extra_config
            .as_deref()
            .and_then(|text| serde_json::from_str::<serde_json::Map<String, Value>>(text).ok())
            .unwrap_or_default();
        extra.extend(changes);
        row.extra_config = Some(Value::Object(extra).to_string());
    }
    row.updated_at = now_ms();
    app.db
        .with(|c| Ok(institutions::update_details(c, &row)?))?;
    Ok(Reply::ok(views::institution::with_objects(&row)))
}
