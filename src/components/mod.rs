//! Shared UI: form field, buttons, errors, toasts, dialog, loading and empty states, badges,
//! records, paged lists.

mod back_link;
mod bar_chart;
mod browser;
mod button;
mod changed_elsewhere;
mod confirm_dialog;
mod countdown;
mod csv;
mod data_table;
mod date_input;
mod datetime;
mod dialog;
mod dialog_opener;
mod draft;
mod empty_state;
mod enum_badge;
mod error_view;
mod fetched;
mod field_names;
pub use field_names::field_key;
mod form_card;
mod form_dialog;
mod form_field;
mod kept_forms;
mod leave_guard;
mod link;
mod list_view;
mod loading_state;
mod notice;
mod open_by_id;
mod opened_link;
mod page_header;
mod page_param;
mod page_title;
mod paged_list;
mod pager;
mod record_page;
mod record_view;
mod remark_dialog;
mod saved_filters;
mod skip_link;
mod spinner;
mod table_export;
mod timezone_picker;
mod timezone_search;
mod toasts;
mod url_query;
pub mod validate;

pub use back_link::{as_last_shown, BackLink, ListQueryMemory};
pub use bar_chart::{bar_chart, ChartBar};
pub use browser::{focus_by_id, focus_first_refused, focus_soon};
pub use button::{Button, ButtonVariant};
pub use changed_elsewhere::{
    added_and_removed, rebase, save_unless_changed, ChangeGroup, ChangeKind, ChangedElsewhere,
    Saving,
};
pub use confirm_dialog::{delete_outcome, ConfirmDialog};
pub use countdown::{use_countdown, Countdown, ResendIn};
pub use data_table::{Column, DataTable, SortState};
pub use date_input::date_unfinished;
pub use datetime::{
    browser_time_zone, call_format, date_time_format, format_timestamp, looks_like_timestamp,
    LocalTime,
};
pub use dialog::Dialog;
pub use draft::{rule_message, Draft};
pub use empty_state::{list_not_shown, EmptyState, PastLastPage};
pub use enum_badge::{code_name, EnumBadge};
pub use error_view::{error_message, ErrorView};
pub use fetched::{not_shown, Fetched};
pub use form_card::FormCard;
pub use form_dialog::{send_form, settled, FormDialog};
pub use form_field::{FieldKind, FormField, SelectOption};
pub use kept_forms::{
    forget_kept_forms_of_others, keep_open_forms, keep_with_forms, take_kept, KeptBecause,
};
pub use leave_guard::{hear_history_first, held_before, held_before_running, LeaveGuard};
pub use link::A;
pub use list_view::ListView;
pub use loading_state::LoadingState;
pub use notice::{Notice, NoticeAction, NoticeKind};
pub use open_by_id::OpenById;
pub use opened_link::{provide_opened_link, use_opened_link, OpenedLinkKeeper};
pub use page_header::PageHeader;
pub use page_param::use_page_param;
pub use page_title::{provide_route_announcer, use_page_title, RouteAnnouncer, TitleCount};
pub use paged_list::{ListText, PagedList};
pub use pager::Pager;
pub use record_page::{fields_of, use_record, DetailsCard};
pub use record_view::{code_label, RecordView};
pub use remark_dialog::{RemarkDialog, RemarkText};
pub use saved_filters::SavedFilters;
pub use skip_link::SkipLink;
pub use spinner::Spinner;
pub use table_export::TableExport;
pub use timezone_picker::{ConstantList, TimezonePicker};
pub use toasts::{provide_toasts, use_toasts, ToastRegion};
pub use url_query::{query_with, use_url_query, with_search, UrlQuery};
