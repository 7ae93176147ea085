//! Shared UI: form field, buttons, errors, toasts, dialog, loading and empty states, badges,
//! records, paged lists.

mod browser;
mod button;
mod countdown;
mod data_table;
mod datetime;
mod dialog;
mod draft;
mod empty_state;
mod enum_badge;
mod error_view;
mod form_field;
mod loading_state;
mod notice;
mod page_param;
mod paged_list;
mod pager;
mod record_view;
mod remark_dialog;
mod spinner;
mod timezone_picker;
mod timezone_search;
mod toasts;
pub mod validate;

pub use browser::{focus_by_id, focus_soon};
pub use button::{Button, ButtonVariant};
pub use countdown::{use_countdown, Countdown};
pub use data_table::{Column, DataTable, SortState};
pub use datetime::{browser_time_zone, format_timestamp, looks_like_timestamp, LocalTime};
pub use dialog::Dialog;
// Kept for the configuration screens still to come.
#[allow(unused_imports)]
pub use draft::rule_message;
pub use draft::Draft;
pub use empty_state::EmptyState;
pub use enum_badge::EnumBadge;
pub use error_view::{error_message, ErrorView};
pub use form_field::{FieldKind, FormField, SelectOption};
pub use loading_state::LoadingState;
pub use notice::{Notice, NoticeKind};
pub use page_param::use_page_param;
pub use paged_list::{use_paged_rows, PagedTable};
pub use pager::Pager;
pub use record_view::RecordView;
pub use remark_dialog::{RemarkDialog, RemarkText};
pub use spinner::Spinner;
pub use timezone_picker::TimezonePicker;
pub use toasts::{provide_toasts, use_toasts, ToastRegion};
