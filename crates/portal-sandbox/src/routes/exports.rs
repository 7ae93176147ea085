//! Exports: the list, a new export (ready after the configured delay), one export, and its
//! generated CSV.

use axum::extract::State;
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use portal_api::exports::{
    validate_export_request, ExportRequest, ExportStatus, ExportType, PARAM_CREATED_BEFORE,
    PARAM_CREATED_SINCE, PARAM_DATE_FROM, PARAM_DATE_TO,
};
use portal_api::pagination::PgB;
use portal_api::{paths, EnumValue};
use serde_json::{json, Value};

use crate::clock::{day_start, instant_ms, iso, millis, now_ms};
use crate::db::exports::{self, ExportRow};
use crate::db::scope::Scope;
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::paging::{pg_b, PageQuery};
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;

not_found_record!(
    /// An export.
    Exports,
    "Export"
);

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::EXPORTS, get(list).post(create))
        .route(paths::EXPORT, get(record))
        .route(paths::EXPORT_DOWNLOAD, get(download))
}

fn status_at(row: &ExportRow, now: i64) -> ExportStatus {
    if row.failure.is_some() {
        ExportStatus::Failed
    } else if now >= row.ready_at {
        ExportStatus::Ready
    } else {
        ExportStatus::Processing
    }
}

fn file_name(row: &ExportRow) -> String {
    format!("{}-{}.csv", row.export_type.to_lowercase(), row.biz_id)
}

/// The record (docs/sandbox-records.md, "Export").
fn view(row: &ExportRow) -> Value {
    let status = status_at(row, now_ms());
    let params: Value = serde_json::from_str(&row.params).unwrap_or_else(|_| json!({}));
    json!({
        "bizId": row.biz_id,
        "exportType": row.export_type,
        "status": EnumValue::Object(status.to_enum()),
        "remark": row.remark,
        "params": params,
        "institutionBizId": row.institution_biz_id,
        "fileName": file_name(row),
        "requestedBy": row.requested_by,
        "createdAt": iso(row.created_at),
        "readyAt": (status == ExportStatus::Ready).then(|| iso(row.ready_at)),
        "failure": row.failure,
    })
}

/// The exports the caller sees, newest first (PG-B; `page` and `size` in the query string).
async fn list(
    State(app): State<AppState>,
    viewer: Viewer,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<Value>> {
    let rows = app.db.with(|c| {
        Ok(exports::list(
            c,
            &viewer.scope,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    Ok(Reply::ok(pg_b(page, rows, view)))
}

/// A new export of the caller's workspace (every institution for the service workspace);
/// 400 `VALIDATION.INVALID_PARAMETER` for a bad type, remark or parameters.
async fn create(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<ExportRequest>,
) -> ApiResult<Value> {
    validate_export_request(&body)?;
    let institution = match &viewer.scope {
        Scope::All => None,
        Scope::Institutions(ids) => Some(
            ids.first()
                .cloned()
                .ok_or_else(|| ApiError::invalid("no workspace to export"))?,
        ),
    };
    let now = now_ms();
    let row = ExportRow {
        biz_id: ids::biz_id("exp"),
        institution_biz_id: institution,
        export_type: body.export_type.trim().to_owned(),
        remark: body.remark,
        params: body.params.to_string(),
        requested_by: viewer.account.email.clone(),
        created_at: now,
        ready_at: now.saturating_add(millis(app.config.export_delay)),
        failure: None,
    };
    app.db.with(|c| Ok(exports::insert(c, &row)?))?;
    Ok(Reply::ok(view(&row)))
}

/// One export; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn record(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Exports>,
) -> ApiResult<Value> {
    Ok(Reply::ok(view(&id.seen_by(
        &app,
        &viewer,
        exports::by_biz_id,
    )?)))
}

/// The period a parameter bounds, in epoch ms: its instant (the user's day, in their time
/// zone) when given, else its day at 00:00 UTC, `days` later.
fn bound_ms(params: &Value, instant: &str, day: &str, days: i64) -> Option<i64> {
    let text = |key: &str| params.get(key).and_then(Value::as_str);
    text(instant)
        .and_then(instant_ms)
        .or_else(|| Some(day_start(text(day)?)? + days * DAY_MS))
}

/// The export's CSV (`text/csv`, as an attachment); 404 `RESOURCE.NOT_FOUND` when unknown or
/// not visible, 400 `VALIDATION.INVALID_PARAMETER` while it is still being generated or when
/// it failed.
async fn download(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Exports>,
) -> Result<Response, ApiError> {
    let row = id.seen_by(&app, &viewer, exports::by_biz_id)?;
    match status_at(&row, now_ms()) {
        ExportStatus::Ready => {}
        ExportStatus::Failed => return Err(ApiError::invalid("the export failed")),
        ExportStatus::Processing => return Err(ApiError::invalid("the export is not ready yet")),
    }
    let kind = ExportType::from_code(&row.export_type)
        .ok_or_else(|| ApiError::internal("stored export type is unknown"))?;
    let params: Value = serde_json::from_str(&row.params).unwrap_or_default();
    let from = bound_ms(&params, PARAM_CREATED_SINCE, PARAM_DATE_FROM, 0);
    let to = bound_ms(&params, PARAM_CREATED_BEFORE, PARAM_DATE_TO, 1);
    let institution = row.institution_biz_id.as_deref();
    let body = app
        .db
        .with(|c| Ok(exports::csv(c, kind, institution, from, to)?))?;
    let disposition = format!("attachment; filename=\"{}\"", file_name(&row));
    Ok((
        [
            (CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}
