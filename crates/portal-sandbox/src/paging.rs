//! The `page`/`size` request body of paginated lists.

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
    /// The paginated-list rules: negative values refused, size capped at 100.
    pub fn normalise(self) -> Result<PageRequest, ApiError> {
        PageRequest::normalise(self.page, self.size)
            .map_err(|code| ApiError::new(code).with_message("page and size must not be negative"))
    }
}
