//! Every recharge the queue's filters match, for "Export all matching rows to CSV": the pages
//! of the query shown, read when the export asks.

use std::sync::Arc;

use leptos::prelude::*;
use portal_api::recharges::RechargeQuery;
use portal_api::PageRequest;

use crate::api;
use crate::components::in_zone;
use crate::lists::{page_loader, AllRows};
use crate::recharges::queue::amount_sort::as_sent;

/// The pages of `query` (as shown when the export is pressed), its days in `zone`.
pub fn every_match(query: Signal<RechargeQuery>, zone: Memo<Option<String>>) -> AllRows {
    AllRows::Read(Arc::new(move || {
        let (shown, zone) = (query.get_untracked(), zone.get_untracked());
        page_loader(move |request: PageRequest| {
            let paged = RechargeQuery {
                page: u64::try_from(request.page).unwrap_or(0),
                size: u64::try_from(request.size).ok(),
                ..shown.clone()
            };
            let sent = as_sent(in_zone(&paged, zone.as_deref()));
            async move { api::recharges::list(&sent).await }
        })
    }))
}
