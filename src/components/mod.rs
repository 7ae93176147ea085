//! Shared UI: form field, buttons, errors, toasts, dialog, loading and empty states, badges, records.

mod browser;
mod button;
mod countdown;
mod data_table;
mod datetime;
mod dialog;
mod empty_state;
mod enum_badge;
mod error_view;
mod form_field;
mod loading_state;
mod notice;
mod pager;
mod record_view;
mod spinner;
mod timezone_picker;
mod timezone_search;
mod toasts;
pub mod validate;

pub use browser::{focus_by_id, focus_soon};
pub use button::{Button, ButtonVariant};
pub use countdown::{use_countdown, Countdown};
pub use data_table::{Column, DataTable, SortState};
pub use datetime::{browser_time_zone, format_timestamp, looks_like_timestamp};
pub use dialog::Dialog;
pub use empty_state::EmptyState;
pub use enum_badge::EnumBadge;
pub use error_view::{error_message, ErrorView};
pub use form_field::{FieldKind, FormField, SelectOption};
pub use loading_state::LoadingState;
pub use notice::{Notice, NoticeKind};
pub use pager::Pager;
pub use record_view::RecordView;
pub use spinner::Spinner;
pub use timezone_picker::TimezonePicker;
pub use toasts::{provide_toasts, use_toasts, ToastRegion};
