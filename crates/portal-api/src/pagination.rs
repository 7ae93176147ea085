//! The five pagination shapes (PG-A … PG-E), one normalised [`Page`], and the request rules.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error_code::ErrorCode;

/// The default page size.
pub const DEFAULT_SIZE: i64 = 20;
/// The largest page size; larger requests are capped to it.
pub const MAX_SIZE: i64 = 100;

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

/// Which pagination shape an endpoint answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageShape {
    /// PG-A.
    A,
    /// PG-B.
    B,
    /// PG-C.
    C,
    /// PG-D.
    D,
    /// PG-E.
    E,
}

impl PageShape {
    /// Decodes `data` of this shape into a normalised page.
    pub fn decode<T: DeserializeOwned>(self, data: Value) -> Result<Page<T>, serde_json::Error> {
        Ok(match self {
            Self::A => serde_json::from_value::<PgA<T>>(data)?.into(),
            Self::B => serde_json::from_value::<PgB<T>>(data)?.into(),
            Self::C => serde_json::from_value::<PgC<T>>(data)?.into(),
            Self::D => serde_json::from_value::<PgD<T>>(data)?.into(),
            Self::E => serde_json::from_value::<PgE<T>>(data)?.into(),
        })
    }
}
