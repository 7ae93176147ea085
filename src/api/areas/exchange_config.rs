//! Exchange configuration: exchange fees and exchange rates.

use portal_api::exchange_config::{
    ExchangeFee, ExchangeFeeRequest, ExchangeFeeUpdate, ExchangeRate, ExchangeRateRequest,
    ExchangeRateUpdate,
};
use portal_api::paths;
use portal_api::{Page, PageRequest};

use crate::api::paged::{all_pages, get_page_b};
use crate::api::{unshown, ApiError};

/// One page of exchange fees.
pub async fn exchange_fees(page: PageRequest) -> Result<Page<ExchangeFee>, ApiError> {
    get_page_b(paths::EXCHANGE_FEES, page).await
}

/// Every exchange fee, all pages read.
pub async fn all_exchange_fees() -> Result<Vec<ExchangeFee>, ApiError> {
    all_pages(exchange_fees).await
}

/// Creates an exchange fee; the created record when the server returns it.
pub async fn create_exchange_fee(
    body: &ExchangeFeeRequest,
) -> Result<Option<ExchangeFee>, ApiError> {
    unshown::post(paths::EXCHANGE_FEES, body).await
}

/// Changes an exchange fee's pair, model, fixed amount and rate; the updated record when the
/// server returns it.
pub async fn update_exchange_fee(
    biz_id: &str,
    body: &ExchangeFeeUpdate,
) -> Result<Option<ExchangeFee>, ApiError> {
    unshown::post(&paths::fill(paths::EXCHANGE_FEE_UPDATE, &[biz_id]), body).await
}

/// One page of exchange rates.
pub async fn exchange_rates(page: PageRequest) -> Result<Page<ExchangeRate>, ApiError> {
    get_page_b(paths::EXCHANGE_RATES, page).await
}

/// Every exchange rate, all pages read.
pub async fn all_exchange_rates() -> Result<Vec<ExchangeRate>, ApiError> {
    all_pages(exchange_rates).await
}

/// Creates an exchange rate; the created record when the server returns it.
pub async fn create_exchange_rate(
    body: &ExchangeRateRequest,
) -> Result<Option<ExchangeRate>, ApiError> {
    unshown::post(paths::EXCHANGE_RATES, body).await
}

/// Changes an exchange rate's pair, source and fixed rate; the updated record when the server
/// returns it.
pub async fn update_exchange_rate(
    biz_id: &str,
    body: &ExchangeRateUpdate,
) -> Result<Option<ExchangeRate>, ApiError> {
    unshown::post(&paths::fill(paths::EXCHANGE_RATE_UPDATE, &[biz_id]), body).await
}
