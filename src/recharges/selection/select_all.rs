//! Every pending recharge matching the queue's filters, read page by page for "select all".

use futures::future::try_join_all;
use portal_api::pagination::MAX_SIZE;
use portal_api::recharges::{Recharge, RechargeQuery, RechargeStatus};

use crate::api::{self, ApiError};

/// Pages read at once.
const PAGES_AT_ONCE: u64 = 4;

/// Whether the filters can match pending recharges at all.
pub fn can_match_pending(query: &RechargeQuery) -> bool {
    query
        .status
        .as_deref()
        .is_none_or(|s| s == RechargeStatus::Pending.code())
}

/// The pending recharges matching `query`'s filters, whatever its page; `progress` runs with
/// how many were read of how many there are.
pub async fn pending_matching(
    query: &RechargeQuery,
    progress: impl Fn(u64, u64),
) -> Result<Vec<Recharge>, ApiError> {
    let base = RechargeQuery {
        status: Some(RechargeStatus::Pending.code().to_owned()),
        size: Some(MAX_SIZE as u64),
        page: 0,
        ..query.clone()
    };
    let first = api::recharges::list(&base).await?;
    let (total, pages) = (first.total_items, first.total_pages);
    let mut found = first.items;
    progress(found.len() as u64, total);
    let mut page = 1;
    while page < pages {
        let last = (page + PAGES_AT_ONCE).min(pages);
        let reads = (page..last).map(|p| {
            let q = base.on_page(p);
            async move { api::recharges::list(&q).await }
        });
        for read in try_join_all(reads).await? {
            found.extend(read.items);
        }
        progress(found.len() as u64, total);
        page = last;
    }
    found.retain(Recharge::is_pending);
    Ok(found)
}
