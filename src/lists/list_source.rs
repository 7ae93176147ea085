//! What a server-paginated list is given, its row type erased once for both kinds of list.

use std::future::Future;
use std::sync::Arc;

use portal_api::{Page, PageRequest};

use crate::api::ApiError;
use crate::lists::whole_reader::{page_loader, PageLoader};
use crate::lists::{AnyRow, Column};

/// Makes a reader of the list's pages, as its filters ask at that moment.
pub type Pages = Arc<dyn Fn() -> PageLoader + Send + Sync>;

/// A [`crate::lists::PagedList`]'s or [`crate::lists::WholeList`]'s columns and pages over
/// erased rows: the one part of either list compiled per kind of row.
pub struct ListSource {
    /// The columns.
    pub columns: Vec<Column<AnyRow>>,
    /// The pages.
    pub pages: Pages,
}

impl ListSource {
    /// `columns` over the rows `load` reads, erased.
    pub fn of<R, F, Fut>(columns: Vec<Column<R>>, load: F) -> Self
    where
        R: Send + Sync + 'static,
        F: Fn(PageRequest) -> Fut + Copy + Send + Sync + 'static,
        Fut: Future<Output = Result<Page<R>, ApiError>> + 'static,
    {
        Self {
            columns: columns.into_iter().map(Column::erased).collect(),
            pages: Arc::new(move || page_loader(load)),
        }
    }
}
