//! The queue's query as its address carries it: the API's query string, except that the page
//! is counted from 1, as the pager shows it and as every other list's address counts.

use portal_api::recharges::RechargeQuery;
use portal_api::ErrorCode;

/// The query an address's search names (its `page=N` is the API's page `N - 1`). A page or
/// page size that does not read as a count (`page=-3`, `size=abc`, an edited link) is left
/// out, as every list's address does: the first page, in the default size.
pub fn from_address(search: &str) -> Result<RechargeQuery, ErrorCode> {
    let readable = |key: &str, value: &str| {
        !matches!(key, "page" | "size") || value.trim().parse::<u64>().is_ok()
    };
    let mut kept = form_urlencoded::Serializer::new(String::new());
    for (key, value) in form_urlencoded::parse(search.trim_start_matches('?').as_bytes()) {
        if readable(&key, &value) {
            kept.append_pair(&key, &value);
        }
    }
    let q = RechargeQuery::parse(&kept.finish())?;
    let page = q.page.saturating_sub(1);
    Ok(q.on_page(page))
}

/// The address search for `q`: the first page has no `page`, so it has one address.
pub fn to_address(q: &RechargeQuery) -> String {
    if q.page == 0 {
        q.to_query()
    } else {
        q.on_page(q.page + 1).to_query()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_counts_pages_from_one_and_the_api_from_zero() {
        let second = from_address("status=PENDING&page=2").unwrap();
        assert_eq!(second.page, 1);
        assert_eq!(to_address(&second), "status=PENDING&page=2");
        let first = from_address("status=PENDING&page=1").unwrap();
        assert_eq!(
            (first.page, to_address(&first).as_str()),
            (0, "status=PENDING")
        );
        assert_eq!(from_address("page=0").unwrap().page, 0);
        assert_eq!(to_address(&from_address("").unwrap()), "");
    }

    #[test]
    fn a_page_or_size_that_is_not_a_count_opens_the_first_page() {
        for search in ["page=-3", "page=abc", "status=PENDING&page=two&size=x"] {
            let q = from_address(search).unwrap();
            assert_eq!((q.page, q.size), (0, None), "{search}");
        }
        assert_eq!(
            from_address("status=PENDING&page=abc")
                .unwrap()
                .status
                .as_deref(),
            Some("PENDING")
        );
        // What the portal cannot read otherwise is still refused.
        assert!(from_address("sort=nothing,asc").is_err());
    }
}
