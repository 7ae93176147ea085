//! Exchanges made in wallets.

use portal_api::exchanges::Exchange;
use portal_api::paths;
use portal_api::{Page, PageRequest};
use serde_json::{Map, Value};

use crate::api::paged::get_page_b;
use crate::api::{core, ApiError};

/// One page of the exchanges the workspace sees.
pub async fn list(page: PageRequest) -> Result<Page<Exchange>, ApiError> {
    get_page_b(paths::EXCHANGES, page).await
}

/// One exchange with every field the server sends (the contract does not show them).
pub async fn record(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::EXCHANGE, &[biz_id])).await
}
