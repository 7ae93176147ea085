//! Paginated answers: decoding a wire shape into one normalised page, and query strings.

use portal_api::pagination::PageShape;
use portal_api::{Page, PageRequest};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{core, ApiError};

/// Decodes PG-B `data` into a page.
pub(crate) fn page_b<T: DeserializeOwned>(data: Value) -> Result<Page<T>, ApiError> {
    PageShape::B
        .decode(data)
        .map_err(|e| ApiError::Malformed(e.to_string()))
}

/// `path?query`, or `path` alone when the query is empty.
pub(crate) fn with_query(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{query}")
    }
}

/// GETs one page of a PG-B list that takes `page` and `size` in its query string.
pub(crate) async fn get_page_b<T: DeserializeOwned>(
    path: &str,
    page: PageRequest,
) -> Result<Page<T>, ApiError> {
    let query = format!("page={}&size={}", page.page, page.size);
    page_b(core::get(&with_query(path, &query)).await?)
}
