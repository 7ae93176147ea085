//! Referral codes and referrals: pages (PG-C, `page` and `size` in the body) and one record.

use axum::extract::State;
use axum::routing::{get, post};
use axum::Router;
use portal_api::pagination::PgC;
use portal_api::paths;
use portal_api::referrals::ReferralRecord;

use crate::db::referrals::{self, ReferralCodeRow, ReferralRow, ReferralTable};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::paging::PageBody;
use crate::record_id::{not_found_record, RecordId};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::views::referral::{code as code_view, referral as referral_view};

/// The referral codes' routes.
pub fn code_routes() -> Router<AppState> {
    Router::new()
        .route(paths::REFERRAL_CODES_QUERY, post(codes))
        .route(paths::REFERRAL_CODE, get(code))
}

/// The referrals' routes.
pub fn referral_routes() -> Router<AppState> {
    Router::new()
        .route(paths::REFERRALS_QUERY, post(referrals_page))
        .route(paths::REFERRAL, get(referral))
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

async fn page_of<T: ReferralTable>(
    app: AppState,
    viewer: Viewer,
    body: PageBody,
    view: fn(&T) -> ReferralRecord,
) -> ApiResult<PgC<ReferralRecord>> {
    let page = body.normalise()?;
    let (rows, total) = app.db.with(|c| {
        Ok(referrals::list::<T>(
            c,
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
) -> ApiResult<PgC<ReferralRecord>> {
    page_of::<ReferralCodeRow>(app, viewer, body, code_view).await
}

/// The referrals the caller sees, newest first (PG-C).
async fn referrals_page(
    State(app): State<AppState>,
    viewer: Viewer,
    Json(body): Json<PageBody>,
) -> ApiResult<PgC<ReferralRecord>> {
    page_of::<ReferralRow>(app, viewer, body, referral_view).await
}

/// One referral code; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn code(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<ReferralCodes>,
) -> ApiResult<ReferralRecord> {
    let row = id.seen_by(&app, &viewer, referrals::by_biz_id::<ReferralCodeRow>)?;
    Ok(Reply::ok(code_view(&row)))
}

/// One referral; 404 `RESOURCE.NOT_FOUND` when unknown or not visible.
async fn referral(
    State(app): State<AppState>,
    viewer: Viewer,
    id: RecordId<Referrals>,
) -> ApiResult<ReferralRecord> {
    let row = id.seen_by(&app, &viewer, referrals::by_biz_id::<ReferralRow>)?;
    Ok(Reply::ok(referral_view(&row)))
}
