//! Transfer orders.

use portal_api::paths;
use portal_api::transfers::{TransferOrder, TransferWorkspaceQuery};
use portal_api::{Page, PageRequest};
use serde_json::{Map, Value};

use crate::api::paged::{page_b, with_query};
use crate::api::{core, ApiError};

/// One transfer order with every field the server sends.
pub async fn order(biz_id: &str) -> Result<Map<String, Value>, ApiError> {
    core::get(&paths::fill(paths::TRANSFER_ORDER, &[biz_id])).await
}

/// Whether a transfer order completed.
pub async fn order_completed(biz_id: &str) -> Result<bool, ApiError> {
    core::get(&paths::fill(paths::TRANSFER_ORDER_COMPLETED, &[biz_id])).await
}

/// One page of the orders debiting or crediting a wallet.
pub async fn wallet_orders(
    wallet_biz_id: &str,
    page: PageRequest,
) -> Result<Page<TransferOrder>, ApiError> {
    let path = paths::fill(paths::TRANSFER_ORDERS_OF_WALLET, &[wallet_biz_id]);
    let query = format!("page={}&size={}", page.page, page.size);
    page_b(core::get(&with_query(&path, &query)).await?)
}

/// One page of a workspace's orders.
pub async fn workspace_orders(
    workspace_biz_id: &str,
    page: PageRequest,
) -> Result<Page<TransferOrder>, ApiError> {
    let body = TransferWorkspaceQuery::new(workspace_biz_id, page);
    page_b(core::query(paths::TRANSFER_ORDERS_WORKSPACE_QUERY, &body).await?)
}
