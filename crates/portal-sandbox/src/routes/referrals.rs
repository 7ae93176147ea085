//! Referral codes and referrals: pages (PG-C, `page` and `size` in the body) and one record.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::pagination::PgC;
use portal_api::paths;
use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

use crate::clock::iso;
use crate::db::referrals::{self, Kind, ReferralRow};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::paging::PageBody;
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;

/// The area's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(paths::REFERRAL_CODES_QUERY, post(codes))
        .route(paths::REFERRAL_CODE, get(code))
        .route(paths::REFERRALS_QUERY, post(referrals_page))
        .route(paths::REFERRAL, get(referral))
}

/// `snake_case` to `camelCase`.
fn camel(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The record: every column under its camelCase name, `*_at` as ISO 8601
/// (docs/sandbox-records.md, "Referral code", "Referral").
fn view(row: &ReferralRow) -> Value {
    let mut map = Map::new();
    for (column, value) in &row.columns {
        let json = match value {
            Sql::Integer(n) if column.ends_with("_at") => Value::String(iso(*n)),
            Sql::Integer(n) => Value::from(*n),
            Sql::Text(t) => Value::String(t.clone()),
            Sql::Real(f) => Value::from(*f),
            Sql::Null | Sql::Blob(_) => Value::Null,
        };
        map.insert(camel(column), json);
    }
    Value::Object(map)
}

async fn page_of(
    app: AppState,
    viewer: Viewer,
    kind: Kind,
    body: PageBody,
) -> ApiResult<PgC<Value>> {
    let page = body.normalise()?;
    let (rows, total) = app.db.with(|c| {
        Ok(referrals::list(
            c,
            kind,
            &viewer.scope,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    let items = rows.iter().map(view).collect();
    Ok(Reply::ok(page.page_of(items, total).into_pg_c()))
}

/// The referral codes the caller sees, newest first (PG-C).
async fn codes(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<PageBody>,
) -> ApiResult<PgC<Value>> {
    page_of(app, viewer, Kind::Codes, body).await
}

/// The referrals the caller sees, newest first (PG-C).
async fn referrals_page(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<PageBody>,
) -> ApiResult<PgC<Value>> {
    page_of(app, viewer, Kind::Referrals, body).await
}

not_found_record!(
    /// Referral codes, by id.
    ReferralCodes,
    "Referral code"
);

not_found_record!(
    /// Referrals, by id.
    Referrals,
    "Referral"
);

fn one<R: Record>(app: &AppState, viewer: &Viewer, kind: Kind, biz_id: &str) -> ApiResult<Value> {
    let row = app
        .db
        .with(|c| Ok(referrals::by_biz_id(c, kind, &viewer.scope, biz_id)?))?
        .ok_or_else(R::unknown)?;
    Ok(Reply::ok(view(&row)))
}

/// One referral code; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn code(
    State(app): State<AppState>,
    viewer: Viewer,
    RecordId(biz_id, ..): RecordId<ReferralCodes>,
) -> ApiResult<Value> {
    one::<ReferralCodes>(&app, &viewer, Kind::Codes, &biz_id)
}

/// One referral; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn referral(
    State(app): State<AppState>,
    viewer: Viewer,
    RecordId(biz_id, ..): RecordId<Referrals>,
) -> ApiResult<Value> {
    one::<Referrals>(&app, &viewer, Kind::Referrals, &biz_id)
}
