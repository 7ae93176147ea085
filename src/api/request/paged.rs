//! Paginated answers: decoding a wire shape into one normalised page, query strings, all pages.

use std::future::Future;

use portal_api::pagination::{PageShape, MAX_SIZE};
use portal_api::{Page, PageRequest};
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::api::{core, ApiError, Cause};

/// Decodes PG-B `data` into a page.
pub(crate) fn page_b<T: DeserializeOwned>(data: Value) -> Result<Page<T>, ApiError> {
    PageShape::B
        .decode(data)
        .map_err(|e| ApiError::Malformed(Cause::new(e)))
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

/// Every item of a paginated list: `fetch` reads pages of the largest size until the last.
pub(crate) async fn all_pages<T, F, Fut>(fetch: F) -> Result<Vec<T>, ApiError>
where
    F: Fn(PageRequest) -> Fut,
    Fut: Future<Output = Result<Page<T>, ApiError>>,
{
    let mut all = Vec::new();
    let mut request = PageRequest {
        page: 0,
        size: MAX_SIZE,
    };
    loop {
        let page = fetch(request).await?;
        let last = page.items.is_empty() || page.page + 1 >= page.total_pages;
        all.extend(page.items);
        if last {
            return Ok(all);
        }
        request.page += 1;
    }
}
