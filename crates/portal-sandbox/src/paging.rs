//! The `page`/`size` of paginated lists, from a request body or a query string.

use std::collections::HashMap;

use portal_api::PageRequest;
use serde::Deserialize;

use crate::envelope::ApiError;

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
