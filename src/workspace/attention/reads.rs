//! The reads behind the home's figures. The contract has counts only in page totals and the
//! recharge stats, so sums and statuses come from reading a bounded number of pages, and a
//! figure says when it covers only part of its list.

use std::collections::BTreeMap;

use portal_api::exports::ExportStatus;
use portal_api::pagination::PageRequest;
use portal_api::recharges::{RechargeQuery, RechargeSort, RechargeStatus, SortDirection};

use super::age::waited;
use super::figure::Reading;
use crate::api;
use crate::i18n::{localize_count, I18n, WorkspaceKey};
use crate::money::amount_with_code;
use crate::web::recent_ids;

/// Pages read at most for a sum or a count by status.
const PAGES: u64 = 3;
/// Rows per page read (the contract's largest).
const ROWS: u64 = 100;

/// The pending recharges, oldest first: the queue's filter for them, and the home's link.
pub fn oldest_pending() -> RechargeQuery {
    RechargeQuery {
        status: Some(RechargeStatus::Pending.code().to_owned()),
        sort: vec![RechargeSort {
            field: "createdAt".to_owned(),
            direction: SortDirection::Asc,
        }],
        ..RechargeQuery::default()
    }
}

/// "1,250.00 USD · 30,000 JPY": amounts summed per currency, in the currency's precision.
fn totals_text(totals: &BTreeMap<String, i64>) -> String {
    totals
        .iter()
        .map(|(code, amount)| amount_with_code(*amount, code))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Pending recharges: the count (exact, the page's total), the total per currency and the age
/// of the oldest, from the oldest pages.
pub async fn pending_recharges(i18n: I18n) -> Reading {
    let mut query = RechargeQuery {
        size: Some(ROWS),
        ..oldest_pending()
    };
    let mut items = Vec::new();
    let mut count = 0;
    for page in 0..PAGES {
        query.page = page;
        match api::recharges::list(&query).await {
            Ok(p) => {
                count = p.total_items;
                items.extend(p.items);
                if page + 1 >= p.total_pages {
                    break;
                }
            }
            Err(e) => return Reading::failed(&e),
        }
    }
    let mut totals = BTreeMap::<String, i64>::new();
    for r in &items {
        if let (Some(amount), Some(code)) = (r.amount, r.currency_code()) {
            *totals.entry(code.to_owned()).or_default() += amount;
        }
    }
    let oldest = items
        .first()
        .and_then(|r| r.created_at.as_deref())
        .and_then(|at| waited(at, i18n))
        .map(|age| i18n.tf(WorkspaceKey::OldestWaiting, &[("age", &age)]));
    // The totals say what they cover on their own line: the oldest pages read, or all.
    let read = items.len() as u64;
    let totals = (!totals.is_empty()).then(|| {
        let key = if read >= count {
            WorkspaceKey::TotalsAll
        } else {
            WorkspaceKey::TotalsPartial
        };
        let (read, count) = (localize_count(read), localize_count(count));
        i18n.tf(
            key,
            &[
                ("read", read.as_str()),
                ("count", count.as_str()),
                ("totals", totals_text(&totals).as_str()),
            ],
        )
    });
    Reading::Counted {
        count,
        details: [totals, oldest].into_iter().flatten().collect(),
        partial: None,
    }
}

/// Users waiting for approval: the page's total.
pub async fn users_to_approve() -> Reading {
    match api::accounts::pending_users(PageRequest { page: 0, size: 1 }).await {
        Ok(p) => Reading::count(p.total_items),
        Err(e) => Reading::failed(&e),
    }
}

/// The person's invitations waiting for an answer.
pub async fn invitations() -> Reading {
    match api::profile::invitations().await {
        Ok(list) => Reading::count(list.len() as u64),
        Err(e) => Reading::failed(&e),
    }
}

/// Ready and failed exports, counted in the first pages of the list.
pub async fn exports(i18n: I18n) -> (Reading, Reading) {
    let (mut ready, mut failed, mut read, mut total) = (0, 0, 0, 0);
    for page in 0..PAGES {
        let request = PageRequest {
            page: page as i64,
            size: ROWS as i64,
        };
        match api::exports::list(request).await {
            Ok(p) => {
                total = p.total_items;
                read += p.items.len() as u64;
                for export in &p.items {
                    match export.status() {
                        Some(ExportStatus::Ready) => ready += 1,
                        Some(ExportStatus::Failed) => failed += 1,
                        _ => {}
                    }
                }
                if page + 1 >= p.total_pages {
                    break;
                }
            }
            Err(e) => return (Reading::failed(&e), Reading::failed(&e)),
        }
    }
    let partial = (read < total).then(|| {
        i18n.tf(
            WorkspaceKey::ExportsPartial,
            &[
                ("read", &localize_count(read)),
                ("count", &localize_count(total)),
            ],
        )
    });
    let counted = |count| Reading::Counted {
        count,
        details: Vec::new(),
        partial: partial.clone(),
    };
    (counted(ready), counted(failed))
}

/// The notification channels this browser opened lately ([`recent_ids`], which the channel
/// page keeps) found in the ERROR state now: the contract has no list of channels, so the
/// figure covers those of this workspace and says so. One no longer found is left out.
pub async fn channels_in_error(i18n: I18n) -> Reading {
    let here = api::session::workspace();
    let ids: Vec<_> = recent_ids::recent(crate::notification_channels::RECENT)
        .into_iter()
        .filter(|r| here.as_deref().is_none_or(|w| r.workspace == w))
        .collect();
    let mut in_error = 0;
    for recent in &ids {
        match api::notification_channels::read(&recent.id).await {
            Ok(channel) => {
                if channel.channel_status.as_deref() == Some("ERROR") {
                    in_error += 1;
                }
            }
            Err(e @ api::ApiError::Refused { .. }) => return Reading::failed(&e),
            Err(_) => {}
        }
    }
    let seen = i18n.tf(
        WorkspaceKey::ChannelsSeen,
        &[("count", &localize_count(ids.len() as u64))],
    );
    Reading::Counted {
        count: in_error,
        details: Vec::new(),
        partial: Some(seen),
    }
}
