//! List machinery: lists read whole and searched, filtered and sorted in the portal, server-paged
//! lists, the data table, pager, list state in the address, CSV, saved filters.

mod csv;
mod csv_rows;
mod data_table;
mod finder;
mod finder_bar;
mod found_frame;
mod found_list;
mod list_filter;
mod list_rows;
mod list_source;
mod list_view;
mod not_shown;
mod page_param;
mod paged_list;
mod pager;
mod saved_filters;
mod table_export;
mod url_query;
mod whole_list;
mod whole_reader;
mod workspace_choice;
mod workspace_choice_field;
mod workspace_options;

pub use data_table::{AnyRow, Column, DataTable, SortState};
pub use finder::CellValue;
pub use found_list::{found_list, FoundParts};
pub use list_filter::{selector_text, Choice, Finding, ListFilter};
pub use list_rows::{erased, ListRows};
pub use list_view::ListView;
pub use not_shown::list_not_shown;
pub use page_param::use_page_param;
pub use paged_list::{ListText, PagedList};
pub use pager::Pager;
pub use saved_filters::SavedFilters;
pub use table_export::{AllRows, TableExport};
pub use url_query::{query_with, use_url_query, with_search, UrlQuery};
pub use whole_list::WholeList;
pub use whole_reader::{page_loader, read_whole, Reading};
pub use workspace_choice::{use_sees_others, use_workspace_choice, WorkspaceChoice};
pub use workspace_choice_field::WorkspaceChoiceField;
pub use workspace_options::workspace_options;
