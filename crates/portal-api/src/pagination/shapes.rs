//! The wire shapes PG-A … PG-E and their conversions to and from a normalised [`Page`].

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::page::Page;

/// PG-A: a named list (`accounts` or `institutions`) with totals and a 0-based `currentPage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PgA<T> {
    /// The rows, under the name this endpoint uses.
    #[serde(alias = "accounts", alias = "institutions")]
    pub list: Vec<T>,
    /// Rows across all pages.
    pub total_elements: u64,
    /// Number of pages.
    pub total_pages: u64,
    /// 0-based page number.
    pub current_page: u64,
    /// Page size.
    pub page_size: u64,
}

/// PG-B's pagination block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PgBPagination {
    /// Number of pages.
    pub total_pages: u64,
    /// Rows across all pages.
    pub total_records: u64,
    /// 0-based page number (1 in the empty form).
    pub current_page: u64,
    /// Page size (0 in the empty form).
    pub page_size: u64,
    /// Whether a next page exists.
    pub has_next: bool,
    /// Whether the result is empty.
    pub empty: bool,
    /// Whether the result is paginated (false in the empty form).
    pub paginated: bool,
}

/// PG-B: `items` and a `pagination` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PgB<T> {
    /// The rows.
    pub items: Vec<T>,
    /// Totals.
    pub pagination: PgBPagination,
}

/// PG-C: `items`, `total`, `page`, `size`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PgC<T> {
    /// The rows.
    pub items: Vec<T>,
    /// Rows across all pages.
    pub total: u64,
    /// 0-based page number.
    pub page: u64,
    /// Page size.
    pub size: u64,
}

/// PG-D's page block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PgDPage {
    /// Page size.
    pub size: u64,
    /// 0-based page number.
    pub number: u64,
    /// Rows across all pages.
    pub total_elements: u64,
    /// Number of pages.
    pub total_pages: u64,
}

/// PG-D: `content` and a `page` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PgD<T> {
    /// The rows.
    pub content: Vec<T>,
    /// Totals.
    pub page: PgDPage,
}

/// PG-E: `content`, `totalElements`, `totalPages`, `number`, `size`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PgE<T> {
    /// The rows.
    pub content: Vec<T>,
    /// Rows across all pages.
    pub total_elements: u64,
    /// Number of pages.
    pub total_pages: u64,
    /// 0-based page number.
    pub number: u64,
    /// Page size.
    pub size: u64,
}

impl<T> From<PgA<T>> for Page<T> {
    fn from(p: PgA<T>) -> Self {
        Page {
            items: p.list,
            page: p.current_page,
            size: p.page_size,
            total_items: p.total_elements,
            total_pages: p.total_pages,
        }
    }
}

impl<T> From<PgB<T>> for Page<T> {
    fn from(p: PgB<T>) -> Self {
        let empty_form = p.pagination.empty && !p.pagination.paginated;
        Page {
            items: p.items,
            // The empty form says currentPage 1 with nothing in it; it is the first page.
            page: if empty_form {
                0
            } else {
                p.pagination.current_page
            },
            size: p.pagination.page_size,
            total_items: p.pagination.total_records,
            total_pages: p.pagination.total_pages,
        }
    }
}

impl<T> From<PgC<T>> for Page<T> {
    fn from(p: PgC<T>) -> Self {
        Page {
            items: p.items,
            page: p.page,
            size: p.size,
            total_items: p.total,
            total_pages: p.total.div_ceil(p.size.max(1)),
        }
    }
}

impl<T> From<PgD<T>> for Page<T> {
    fn from(p: PgD<T>) -> Self {
        Page {
            items: p.content,
            page: p.page.number,
            size: p.page.size,
            total_items: p.page.total_elements,
            total_pages: p.page.total_pages,
        }
    }
}

impl<T> From<PgE<T>> for Page<T> {
    fn from(p: PgE<T>) -> Self {
        Page {
            items: p.content,
            page: p.number,
            size: p.size,
            total_items: p.total_elements,
            total_pages: p.total_pages,
        }
    }
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
