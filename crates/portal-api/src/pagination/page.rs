//! One normalised [`Page`]: what every wire shape converts to and from (in `shapes`).

use serde::{Deserialize, Serialize};

/// One page of any shape, normalised: 0-based page number.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Page<T> {
    /// The rows of this page.
    pub items: Vec<T>,
    /// 0-based page number.
    pub page: u64,
    /// Requested page size.
    pub size: u64,
    /// Rows across all pages.
    pub total_items: u64,
    /// Number of pages.
    pub total_pages: u64,
}
