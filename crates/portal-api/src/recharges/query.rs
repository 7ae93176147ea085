//! The recharge queue's query: filters, sorting and page, as one URL query string for both the
//! browser's address bar and the API call, so a filtered view is a link someone can share.

use crate::error_code::ErrorCode;
use crate::pagination::{PageRequest, DEFAULT_SIZE};

/// Fields the list can be sorted by.
pub const RECHARGE_SORT_FIELDS: [&str; 3] = ["createdAt", "amount", "status"];

/// `asc` or `desc`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortDirection {
    /// Ascending.
    Asc,
    /// Descending.
    Desc,
}

/// One `sort=field,direction` parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RechargeSort {
    /// One of [`RECHARGE_SORT_FIELDS`].
    pub field: String,
    /// The direction.
    pub direction: SortDirection,
}

/// Filters, sort and page of `GET /recharges`. Every filter is optional; no sort means the
/// server's default order (pending first, newest first).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RechargeQuery {
    /// 0-based page.
    pub page: u64,
    /// Page size; `None` is the default (20).
    pub size: Option<u64>,
    /// Sort keys, first is primary.
    pub sort: Vec<RechargeSort>,
    /// A status code (PENDING, CONFIRMED, REJECTED).
    pub status: Option<String>,
    /// A currency's numeric value.
    pub currency: Option<i64>,
    /// A recharge channel's business id.
    pub channel_biz_id: Option<String>,
    /// First day included, `YYYY-MM-DD` (UTC; the portal keeps its user's days here, in the
    /// address, and asks the server with `created_since` and `created_before`).
    pub created_from: Option<String>,
    /// Last day included, `YYYY-MM-DD` (UTC).
    pub created_to: Option<String>,
    /// Created at or after this instant, `YYYY-MM-DDTHH:MM:SSZ`: the portal sends the start of
    /// `created_from` in the user's time zone here, as the days it shows are that zone's.
    pub created_since: Option<String>,
    /// Created before this instant (excluded), `YYYY-MM-DDTHH:MM:SSZ`: the end of `created_to`
    /// in the user's time zone.
    pub created_before: Option<String>,
    /// Text searched in the business id, payer and channel name.
    pub keyword: Option<String>,
}

impl RechargeQuery {
    /// Parses a query string (without `?`). Unknown parameters are ignored; a malformed value,
    /// a negative page or size, or a field that cannot be sorted is `VALIDATION.INVALID_PARAMETER`.
    pub fn parse(query: &str) -> Result<Self, ErrorCode> {
        let mut q = Self::default();
        let (mut page, mut size) = (None, None);
        for (key, value) in form_urlencoded::parse(query.trim_start_matches('?').as_bytes()) {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            match key.as_ref() {
                "page" => page = Some(number(value)?),
                "size" => size = Some(number(value)?),
                "sort" => q.sort.push(parse_sort(value)?),
                "status" => q.status = Some(value.to_owned()),
                "currency" => q.currency = Some(number(value)?),
                "channelBizId" => q.channel_biz_id = Some(value.to_owned()),
                "createdFrom" => q.created_from = Some(date(value)?),
                "createdTo" => q.created_to = Some(date(value)?),
                "createdSince" => q.created_since = Some(instant(value)?),
                "createdBefore" => q.created_before = Some(instant(value)?),
                "keyword" => q.keyword = Some(value.to_owned()),
                _ => {}
            }
        }
        let request = PageRequest::normalise(page, size)?;
        q.page = request.page as u64;
        q.size = size.map(|_| request.size as u64);
        Ok(q)
    }

    /// The query string (without `?`), with only the parameters that are set.
    pub fn to_query(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        let mut pair = |key: &str, value: Option<&str>| {
            if let Some(value) = value.filter(|v| !v.is_empty()) {
                out.append_pair(key, value);
            }
        };
        pair("status", self.status.as_deref());
        pair("currency", self.currency.map(|c| c.to_string()).as_deref());
        pair("channelBizId", self.channel_biz_id.as_deref());
        pair("createdFrom", self.created_from.as_deref());
        pair("createdTo", self.created_to.as_deref());
        pair("createdSince", self.created_since.as_deref());
        pair("createdBefore", self.created_before.as_deref());
        pair("keyword", self.keyword.as_deref());
        for sort in &self.sort {
            let direction = match sort.direction {
                SortDirection::Asc => "asc",
                SortDirection::Desc => "desc",
            };
            pair("sort", Some(&format!("{},{direction}", sort.field)));
        }
        if self.page > 0 {
            pair("page", Some(&self.page.to_string()));
        }
        pair("size", self.size.map(|s| s.to_string()).as_deref());
        out.finish()
    }

    /// The page size in effect.
    pub fn page_size(&self) -> u64 {
        self.size.unwrap_or(DEFAULT_SIZE as u64)
    }

    /// The same filters and sort, on another page.
    pub fn on_page(&self, page: u64) -> Self {
        Self {
            page,
            ..self.clone()
        }
    }

    /// The filters alone: the first page, in the default size and order.
    pub fn filters(&self) -> Self {
        Self {
            page: 0,
            size: None,
            sort: Vec::new(),
            ..self.clone()
        }
    }

    /// Whether any filter (not sort or page) is set.
    pub fn is_filtered(&self) -> bool {
        self.status.is_some()
            || self.currency.is_some()
            || self.channel_biz_id.is_some()
            || self.created_from.is_some()
            || self.created_to.is_some()
            || self.created_since.is_some()
            || self.created_before.is_some()
            || self.keyword.is_some()
    }
}

fn invalid() -> ErrorCode {
    ErrorCode::InvalidParameter
}

fn number(value: &str) -> Result<i64, ErrorCode> {
    value.parse().map_err(|_| invalid())
}

fn parse_sort(value: &str) -> Result<RechargeSort, ErrorCode> {
    let (field, direction) = value.split_once(',').unwrap_or((value, "asc"));
    let direction = match direction.trim().to_ascii_lowercase().as_str() {
        "asc" => SortDirection::Asc,
        "desc" => SortDirection::Desc,
        _ => return Err(invalid()),
    };
    let field = field.trim();
    if !RECHARGE_SORT_FIELDS.contains(&field) {
        return Err(invalid());
    }
    Ok(RechargeSort {
        field: field.to_owned(),
        direction,
    })
}

/// `YYYY-MM-DD` with a plausible month and day.
fn date(value: &str) -> Result<String, ErrorCode> {
    let parts: Vec<&str> = value.split('-').collect();
    let valid = matches!(parts.as_slice(), [y, m, d]
        if y.len() == 4 && m.len() == 2 && d.len() == 2
        && [y, m, d].iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
        && (1..=12).contains(&m.parse::<u8>().unwrap_or(0))
        && (1..=31).contains(&d.parse::<u8>().unwrap_or(0)));
    if valid {
        Ok(value.to_owned())
    } else {
        Err(invalid())
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ`: a date as [`date`] reads it, a time of day, UTC.
pub(crate) fn instant(value: &str) -> Result<String, ErrorCode> {
    let (day, time) = value.split_once('T').ok_or_else(invalid)?;
    date(day)?;
    let time = time.strip_suffix('Z').ok_or_else(invalid)?;
    let parts: Vec<&str> = time.split(':').collect();
    let valid = matches!(parts.as_slice(), [h, m, s]
        if [h, m, s].iter().all(|p| p.len() == 2 && p.bytes().all(|b| b.is_ascii_digit()))
        && h.parse::<u8>().unwrap_or(99) < 24
        && m.parse::<u8>().unwrap_or(99) < 60
        && s.parse::<u8>().unwrap_or(99) < 60);
    if valid {
        Ok(value.to_owned())
    } else {
        Err(invalid())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_parameter() {
        let text = "status=PENDING&currency=840&channelBizId=rch_card&createdFrom=2026-01-01\
                    &createdTo=2026-01-31&keyword=ann+lee&sort=amount%2Cdesc&page=3&size=50";
        let q = RechargeQuery::parse(text).unwrap();
        assert_eq!(q.keyword.as_deref(), Some("ann lee"));
        assert_eq!(q.page, 3);
        assert_eq!(q.sort[0].direction, SortDirection::Desc);
        assert_eq!(RechargeQuery::parse(&q.to_query()).unwrap(), q);
    }

    #[test]
    fn refuses_what_the_contract_refuses() {
        for bad in [
            "page=-1",
            "size=-5",
            "sort=password,asc",
            "sort=amount,up",
            "currency=usd",
        ] {
            assert_eq!(
                RechargeQuery::parse(bad),
                Err(ErrorCode::InvalidParameter),
                "{bad}"
            );
        }
        assert!(RechargeQuery::parse("createdFrom=2026-13-01").is_err());
        for bad in [
            "2026-11-22",
            "2026-11-22T16:00:00",
            "2026-11-22T24:00:00Z",
            "16:00:00Z",
        ] {
            assert!(
                RechargeQuery::parse(&format!("createdSince={bad}")).is_err(),
                "{bad}"
            );
        }
        let q = RechargeQuery::parse("createdSince=2026-11-22T16:00:00Z").unwrap();
        assert!(q.is_filtered());
        assert_eq!(q.to_query(), "createdSince=2026-11-22T16%3A00%3A00Z");
    }

    #[test]
    fn caps_size_and_skips_empty_values() {
        let q = RechargeQuery::parse("size=500&status=&keyword=").unwrap();
        assert_eq!(q.page_size(), 100);
        assert!(!q.is_filtered());
        assert_eq!(RechargeQuery::default().to_query(), "");
    }
}
