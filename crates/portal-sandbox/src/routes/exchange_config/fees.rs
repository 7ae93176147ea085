//! Exchange fees: the list, a new fee, and an update of its pair, model, fixed amount and rate.

use axum::extract::State;
use portal_api::exchange_config::{
    validate_exchange_fee, validate_exchange_fee_update, ExchangeFee, ExchangeFeeRequest,
    ExchangeFeeUpdate,
};
use portal_api::pagination::PgB;

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::bands;
use crate::db::exchange_fees::{self, ExchangeFeeRow};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::paging::{pg_b, PageQuery};
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::views::exchange_fee::exchange_fee;

not_found_record!(
    /// Exchange fees, by id.
    ExchangeFees,
    WHAT
);

const WHAT: &str = "Exchange fee";

/// `GET`: every fee in creation order, `page` and `size` in the query string.
pub async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<ExchangeFee>> {
    let listed = app
        .db
        .with(|c| Ok(exchange_fees::list(c, page.offset(), page.size as u64)?))?;
    Ok(Reply::ok(pg_b(page, listed, exchange_fee)))
}

/// `POST`: a new fee; answers it.
pub async fn create(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<ExchangeFeeRequest>,
) -> ApiResult<ExchangeFee> {
    validate_exchange_fee(&body)?;
    let now = now_ms();
    let row = ExchangeFeeRow {
        biz_id: ids::biz_id("xfe"),
        source_currency: body.source_currency,
        target_currency: body.target_currency,
        fee_model: body.user_fee_model.value(),
        fee_fixed_amount: body.user_fee_fixed_amount,
        fee_rate: body.user_fee_rate.to_string(),
        bands_config: bands::to_text(body.user_fee_bands_config.as_ref())?,
        min_amount: body.min_amount,
        max_amount: body.max_amount,
        created_at: now,
        updated_at: now,
    };
    app.db.with(|c| Ok(exchange_fees::insert(c, &row)?))?;
    Ok(Reply::ok(exchange_fee(&row)))
}

/// `POST {bizId}/update`: the fields the update carries change; bands and limits stay.
pub async fn update(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<ExchangeFees>,
    Json(body): Json<ExchangeFeeUpdate>,
) -> ApiResult<ExchangeFee> {
    let row = app.db.with(|c| {
        let mut row = exchange_fees::by_biz_id(c, &biz_id)?.ok_or_else(ExchangeFees::unknown)?;
        let stored_bands = bands::from_text(row.bands_config.as_deref())?;
        validate_exchange_fee_update(&body, stored_bands.as_ref())?;
        row.source_currency = body.source_currency;
        row.target_currency = body.target_currency;
        row.fee_model = body.user_fee_model.value();
        row.fee_fixed_amount = body.user_fee_fixed_amount;
        row.fee_rate = body.user_fee_rate.to_string();
        row.updated_at = now_ms();
        exchange_fees::update(c, &row)?;
        Ok(row)
    })?;
    Ok(Reply::ok(exchange_fee(&row)))
}
