//! Exchange rates: the list, a new rate, and an update of its pair, source and fixed rate.

use axum::extract::State;
use portal_api::exchange_config::{
    validate_exchange_rate, validate_exchange_rate_update, ExchangeRateRequest, ExchangeRateUpdate,
    ExternalProvider,
};
use portal_api::pagination::PgB;
use serde_json::Value;

use crate::auth_context::Authed;
use crate::clock::now_ms;
use crate::db::exchange_rates::{self, ExchangeRateRow};
use crate::envelope::{ApiResult, Reply};
use crate::extract::Json;
use crate::ids;
use crate::paging::{pg_b, PageQuery};
use crate::record_id::{not_found_record, Record, RecordId};
use crate::state::AppState;
use crate::views::exchange_rate::exchange_rate;

not_found_record!(
    /// Exchange rates, by id.
    ExchangeRates,
    WHAT
);

const WHAT: &str = "Exchange rate";

/// `GET`: every rate in creation order, `page` and `size` in the query string.
pub async fn list(
    State(app): State<AppState>,
    _authed: Authed,
    PageQuery(page): PageQuery,
) -> ApiResult<PgB<Value>> {
    let listed = app
        .db
        .with(|c| Ok(exchange_rates::list(c, page.offset(), page.size as u64)?))?;
    Ok(Reply::ok(pg_b(page, listed, exchange_rate)))
}

/// `POST`: a new rate; answers it.
pub async fn create(
    State(app): State<AppState>,
    _authed: Authed,
    Json(body): Json<ExchangeRateRequest>,
) -> ApiResult<Value> {
    validate_exchange_rate(&body)?;
    let now = now_ms();
    let row = ExchangeRateRow {
        biz_id: ids::biz_id("xrt"),
        source_currency: body.source_currency,
        target_currency: body.target_currency,
        rate_source: body.rate_source.value(),
        fixed_rate: body.fixed_rate.to_string(),
        external_provider: body.external_provider.map(ExternalProvider::value),
        created_at: now,
        updated_at: now,
    };
    app.db.with(|c| Ok(exchange_rates::insert(c, &row)?))?;
    Ok(Reply::ok(exchange_rate(&row)))
}

/// `POST {bizId}/update`: the four fields change; the provider stays.
pub async fn update(
    State(app): State<AppState>,
    _authed: Authed,
    RecordId(biz_id, ..): RecordId<ExchangeRates>,
    Json(body): Json<ExchangeRateUpdate>,
) -> ApiResult<Value> {
    let row = app.db.with(|c| {
        let mut row = exchange_rates::by_biz_id(c, &biz_id)?.ok_or_else(ExchangeRates::unknown)?;
        let provider = row.external_provider.and_then(ExternalProvider::from_value);
        validate_exchange_rate_update(&body, provider)?;
        row.source_currency = body.source_currency;
        row.target_currency = body.target_currency;
        row.rate_source = body.rate_source.value();
        row.fixed_rate = body.fixed_rate.to_string();
        row.updated_at = now_ms();
        exchange_rates::update(c, &row)?;
        Ok(row)
    })?;
    Ok(Reply::ok(exchange_rate(&row)))
}
