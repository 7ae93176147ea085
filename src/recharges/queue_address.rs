//! The queue's query as its address carries it: the API's query string, except that the page
//! is counted from 1, as the pager shows it and as every other list's address counts.

use portal_api::recharges::RechargeQuery;
use portal_api::ErrorCode;

/// The query an address's search names (its `page=N` is the API's page `N - 1`).
pub fn from_address(search: &str) -> Result<RechargeQuery, ErrorCode> {
    let q = RechargeQuery::parse(search)?;
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
}
