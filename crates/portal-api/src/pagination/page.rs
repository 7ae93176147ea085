//! One normalised [`Page`] and its conversion into each wire shape.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::shapes::{PgB, PgBPagination, PgC, PgD, PgDPage, PgE};

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

impl<T> Page<T> {
    /// PG-A with the list under `list_name` (`accounts` or `institutions`).
    pub fn to_pg_a(&self, list_name: &str) -> Value
    where
        T: Serialize,
    {
        serde_json::json!({
            list_name: self.items,
            "totalElements": self.total_items,
            "totalPages": self.total_pages,
            "currentPage": self.page,
            "pageSize": self.size,
        })
    }

    /// PG-B, using the contract's empty form when there are no rows at all.
    pub fn into_pg_b(self) -> PgB<T> {
        if self.total_items == 0 {
            return PgB {
                items: Vec::new(),
                pagination: PgBPagination {
                    total_pages: 0,
                    total_records: 0,
                    current_page: 1,
                    page_size: 0,
                    has_next: false,
                    empty: true,
                    paginated: false,
                },
            };
        }
        PgB {
            pagination: PgBPagination {
                total_pages: self.total_pages,
                total_records: self.total_items,
                current_page: self.page,
                page_size: self.size,
                has_next: self.page + 1 < self.total_pages,
                empty: self.items.is_empty(),
                paginated: true,
            },
            items: self.items,
        }
    }

    /// PG-C.
    pub fn into_pg_c(self) -> PgC<T> {
        PgC {
            items: self.items,
            total: self.total_items,
            page: self.page,
            size: self.size,
        }
    }

    /// PG-D.
    pub fn into_pg_d(self) -> PgD<T> {
        PgD {
            content: self.items,
            page: PgDPage {
                size: self.size,
                number: self.page,
                total_elements: self.total_items,
                total_pages: self.total_pages,
            },
        }
    }

    /// PG-E.
    pub fn into_pg_e(self) -> PgE<T> {
        PgE {
            content: self.items,
            total_elements: self.total_items,
            total_pages: self.total_pages,
            number: self.page,
            size: self.size,
        }
    }
}
