//! Page number and size as a client asks for them, and the rules that bound them.

use serde::{Deserialize, Serialize};

use super::page::Page;
use crate::error_code::ErrorCode;

/// The default page size.
pub const DEFAULT_SIZE: i64 = 20;
/// The largest page size; larger requests are capped to it.
pub const MAX_SIZE: i64 = 100;

/// Page number and size as a client sends them in a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageRequest {
    /// 0-based page number.
    pub page: i64,
    /// Page size, 1 to 100.
    pub size: i64,
}

impl Default for PageRequest {
    fn default() -> Self {
        Self {
            page: 0,
            size: DEFAULT_SIZE,
        }
    }
}

impl PageRequest {
    /// Applies the paginated-list rules: defaults for missing values, negative values refused,
    /// size capped at 100 (not an error). Size 0 is taken as the default.
    pub fn normalise(page: Option<i64>, size: Option<i64>) -> Result<Self, ErrorCode> {
        let page = page.unwrap_or(0);
        let size = size.unwrap_or(DEFAULT_SIZE);
        if page < 0 || size < 0 {
            return Err(ErrorCode::InvalidParameter);
        }
        let size = if size == 0 {
            DEFAULT_SIZE
        } else {
            size.min(MAX_SIZE)
        };
        Ok(Self { page, size })
    }

    /// The workspace institution query's stricter rules: size 1 to 100, page at least 0,
    /// anything else is numeric code 4000.
    pub fn strict(page: Option<i64>, size: Option<i64>) -> Result<Self, ErrorCode> {
        let page = page.unwrap_or(0);
        let size = size.unwrap_or(DEFAULT_SIZE);
        if page < 0 || !(1..=MAX_SIZE).contains(&size) {
            return Err(ErrorCode::Validation4000);
        }
        Ok(Self { page, size })
    }

    /// Rows to skip.
    pub fn offset(&self) -> u64 {
        (self.page as u64).saturating_mul(self.size as u64)
    }

    /// Wraps the rows of this page with totals.
    pub fn page_of<T>(&self, items: Vec<T>, total_items: u64) -> Page<T> {
        let size = self.size as u64;
        Page {
            items,
            page: self.page as u64,
            size,
            total_items,
            total_pages: total_items.div_ceil(size.max(1)),
        }
    }
}
