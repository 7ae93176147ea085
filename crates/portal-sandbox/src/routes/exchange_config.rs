//! Exchange configuration: exchange fees and exchange rates, listed (PG-B), created, updated.

mod fees;
mod rates;

use axum::routing::{get, post};
use axum::Router;
use portal_api::paths;

use crate::state::AppState;

/// The exchange fees' routes.
pub fn fee_routes() -> Router<AppState> {
    Router::new()
        .route(paths::EXCHANGE_FEES, get(fees::list).post(fees::create))
        .route(paths::EXCHANGE_FEE_UPDATE, post(fees::update))
}

/// The exchange rates' routes.
pub fn rate_routes() -> Router<AppState> {
    Router::new()
        .route(paths::EXCHANGE_RATES, get(rates::list).post(rates::create))
        .route(paths::EXCHANGE_RATE_UPDATE, post(rates::update))
}
