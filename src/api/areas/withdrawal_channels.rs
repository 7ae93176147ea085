//! Withdrawal channels.

use portal_api::paths;
use portal_api::withdrawal_channels::WithdrawalChannel;
use portal_api::{Page, PageRequest};

use crate::api::paged::get_page_b;
use crate::api::ApiError;

/// One page of withdrawal channels.
pub async fn list(page: PageRequest) -> Result<Page<WithdrawalChannel>, ApiError> {
    get_page_b(paths::WITHDRAWAL_CHANNELS, page).await
}
