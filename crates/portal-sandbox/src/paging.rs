//! The `page`/`size` of paginated lists, from a request body or a query string.

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use portal_api::pagination::PgB;
use portal_api::PageRequest;
use serde::Deserialize;

use crate::envelope::{ApiError, Convention};

/// `{page, size}`, both optional.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
pub struct PageBody {
    /// 0-based page.
    #[serde(default)]
    pub page: Option<i64>,
    /// Page size.
    #[serde(default)]
    pub size: Option<i64>,
}

impl PageBody {
    /// `page` and `size` among a query string's parameters; blank values count as absent.
    pub fn from_params(params: &HashMap<String, String>) -> Result<Self, ApiError> {
        let number = |key: &str| match params.get(key).map(|v| v.trim()) {
            None | Some("") => Ok(None),
            Some(value) => value
                .parse()
                .map(Some)
                .map_err(|_| ApiError::invalid(format!("{key} must be a whole number"))),
        };
        Ok(Self {
            page: number("page")?,
            size: number("size")?,
        })
    }

    /// The paginated-list rules: negative values refused, size capped at 100.
    pub fn normalise(self) -> Result<PageRequest, ApiError> {
        PageRequest::normalise(self.page, self.size)
            .map_err(|code| ApiError::new(code).with_message("page and size must not be negative"))
    }
}

/// `page` and `size` from the query string of a GET list, with the paginated-list rules: a
/// malformed query, a non-numeric or negative value, or a `sort` (these lists sort by nothing)
/// is `VALIDATION.INVALID_PARAMETER`.
#[derive(Debug, Clone, Copy)]
pub struct PageQuery(pub PageRequest);

impl<S: Send + Sync> FromRequestParts<S> for PageQuery {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let convention = Convention::of(&parts.extensions);
        let Query(params) = Query::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| {
                ApiError::invalid("the query string is malformed").in_convention(convention)
            })?;
        // These lists have no sortable field, so any sort asked for is a non-sortable one.
        if params.get("sort").is_some_and(|s| !s.trim().is_empty()) {
            return Err(ApiError::invalid("sort: this list has no sortable field")
                .in_convention(convention));
        }
        let page = PageBody::from_params(&params)
            .and_then(PageBody::normalise)
            .map_err(|e| e.in_convention(convention))?;
        Ok(Self(page))
    }
}

/// One listed page as PG-B: `rows` (this page's, with the total count) shown through `view`.
pub fn pg_b<R, T>(page: PageRequest, (rows, total): (Vec<R>, u64), view: fn(&R) -> T) -> PgB<T> {
    let items = rows.iter().map(view).collect();
    page.page_of(items, total).into_pg_b()
}
