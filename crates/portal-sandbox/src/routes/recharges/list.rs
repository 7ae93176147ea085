//! `GET /recharges`: the queue, filtered, sorted and paged (PG-B).

use axum::extract::{RawQuery, State};
use portal_api::pagination::PgB;
use portal_api::recharges::{Recharge, RechargeQuery, RechargeSort, RechargeStatus, SortDirection};
use portal_api::PageRequest;

use crate::clock::{day_start, instant_ms};
use crate::db::recharges::{self, Filter, Sort, SortKey};
use crate::envelope::{ApiError, ApiResult, Reply};
use crate::state::AppState;
use crate::viewer::Viewer;
use crate::{limits, views};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Filters, sort and page from the query string; bad values are `VALIDATION.INVALID_PARAMETER`.
pub async fn list(
    State(app): State<AppState>,
    viewer: Viewer,
    RawQuery(raw): RawQuery,
) -> ApiResult<PgB<Recharge>> {
    let query = RechargeQuery::parse(raw.as_deref().unwrap_or_default()).map_err(|code| {
        ApiError::new(code).with_message(
            "page and size must not be negative, sort must be createdAt, amount or status \
             with asc or desc, currency a number and dates YYYY-MM-DD",
        )
    })?;
    let filter = filter(&query)?;
    let sort: Vec<Sort> = query.sort.iter().map(sort_key).collect();
    let page = PageRequest {
        page: i64::try_from(query.page).unwrap_or(i64::MAX),
        size: i64::try_from(query.page_size()).unwrap_or(i64::MAX),
    };
    let (rows, total) = app.db.with(|c| {
        Ok(recharges::list(
            c,
            &viewer.scope,
            &filter,
            &sort,
            page.offset(),
            page.size as u64,
        )?)
    })?;
    let items = rows.iter().map(views::recharge::recharge).collect();
    Ok(Reply::ok(page.page_of(items, total).into_pg_b()))
}

fn filter(query: &RechargeQuery) -> Result<Filter<'_>, ApiError> {
    let status = match query.status.as_deref() {
        None => None,
        Some(code) => Some(RechargeStatus::from_code(code).ok_or_else(|| {
            ApiError::invalid("status must be one of PENDING, CONFIRMED, REJECTED")
        })?),
    };
    if let Some(channel) = &query.channel_biz_id {
        limits::max_len("channelBizId", channel, limits::BIZ_ID)?;
    }
    if let Some(keyword) = &query.keyword {
        limits::max_len("keyword", keyword, limits::KEYWORD)?;
    }
    let day = |field: &str, text: &Option<String>| match text {
        None => Ok(None),
        Some(text) => day_start(text)
            .map(Some)
            .ok_or_else(|| ApiError::invalid(format!("{field} is not a calendar date"))),
    };
    let moment = |field: &str, text: &Option<String>| match text {
        None => Ok(None),
        Some(text) => instant_ms(text)
            .map(Some)
            .ok_or_else(|| ApiError::invalid(format!("{field} is not a real instant"))),
    };
    // Days are UTC days; instants (what the portal sends, from days in its user's time zone)
    // narrow them further when both are given.
    let from = day("createdFrom", &query.created_from)?;
    let since = moment("createdSince", &query.created_since)?;
    // The last day is included: stop at the start of the next one.
    let to = day("createdTo", &query.created_to)?.map(|start| start + DAY_MS);
    let before = moment("createdBefore", &query.created_before)?;
    Ok(Filter {
        status,
        currency_value: query.currency,
        channel_biz_id: query.channel_biz_id.as_deref(),
        created_from: from.max(since),
        created_before: match (to, before) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        keyword: query.keyword.as_deref(),
    })
}

fn sort_key(sort: &RechargeSort) -> Sort {
    let key = match sort.field.as_str() {
        "amount" => SortKey::Amount,
        "status" => SortKey::Status,
        _ => SortKey::CreatedAt,
    };
    Sort {
        key,
        descending: sort.direction == SortDirection::Desc,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_utc_midnights_of_real_dates() {
        assert_eq!(day_start("1970-01-02"), Some(DAY_MS));
        assert_eq!(day_start("2024-02-29"), Some(1_709_164_800_000));
        assert_eq!(day_start("2026-02-30"), None);
        assert_eq!(day_start("2026-13-01"), None);
        assert_eq!(instant_ms("1970-01-02T01:00:30Z"), Some(DAY_MS + 3_630_000));
        assert_eq!(instant_ms("2026-02-30T00:00:00Z"), None);
    }
}
