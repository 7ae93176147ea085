//! The contract's page and size rules.

// A test states what it expects by unwrapping: a failure here is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use portal_api::pagination::{PageRequest, DEFAULT_SIZE, MAX_SIZE};
use portal_api::ErrorCode;

#[test]
fn defaults_apply_when_missing() {
    assert_eq!(
        PageRequest::normalise(None, None),
        Ok(PageRequest {
            page: 0,
            size: DEFAULT_SIZE
        })
    );
}

#[test]
fn size_is_capped_not_refused() {
    assert_eq!(
        PageRequest::normalise(Some(2), Some(500)).map(|p| p.size),
        Ok(MAX_SIZE)
    );
}

#[test]
fn negatives_are_invalid_parameters() {
    assert_eq!(
        PageRequest::normalise(Some(-1), None),
        Err(ErrorCode::InvalidParameter)
    );
    assert_eq!(
        PageRequest::normalise(None, Some(-5)),
        Err(ErrorCode::InvalidParameter)
    );
}

#[test]
fn the_workspace_query_reports_4000_instead() {
    assert_eq!(
        PageRequest::strict(None, Some(101)),
        Err(ErrorCode::Validation4000)
    );
    assert_eq!(
        PageRequest::strict(None, Some(0)),
        Err(ErrorCode::Validation4000)
    );
    assert_eq!(
        PageRequest::strict(Some(-1), None),
        Err(ErrorCode::Validation4000)
    );
    assert_eq!(
        PageRequest::strict(Some(3), Some(100)).map(|p| p.offset()),
        Ok(300)
    );
}

#[test]
fn a_page_beyond_the_last_is_empty_with_totals() {
    let request = PageRequest::normalise(Some(9), Some(10)).expect("valid");
    let page = request.page_of(Vec::<u8>::new(), 42);
    assert_eq!((page.total_items, page.total_pages, page.page), (42, 5, 9));
}

#[test]
fn paths_fill_and_encode_ids() {
    use portal_api::paths;
    assert_eq!(
        paths::fill(paths::ROLE, &["r 1/2"]),
        "/web/v1/tenant/roles/r%201%2F2"
    );
    assert_eq!(
        paths::fill(paths::WORKSPACE_INSTITUTIONS_QUERY, &["ws_1"]),
        "/web/v1/workspaces/ws_1/institutions/query"
    );
    assert!(paths::is_tenant(paths::LOGIN_INITIATE));
    assert!(!paths::is_tenant(paths::NOTIFICATION_CHANNEL_UPDATE));
}
