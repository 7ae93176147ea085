//! Basic widgets: buttons, dialogs, toasts, notices, badges, errors, loading and empty states, records, record links.

mod bar_chart;
mod browser;
mod button;
mod change_access;
mod confirm_dialog;
mod countdown;
mod datetime;
mod dialog;
pub mod dialog_opener;
mod empty_state;
mod enum_badge;
mod error_view;
mod fetched;
mod link;
mod loading_state;
mod notice;
mod opened_link;
mod page_header;
mod page_title;
mod records;
mod remark_dialog;
mod skip_link;
mod spinner;
mod toasts;
mod zone_days;

pub use bar_chart::{bar_chart, ChartBar};
pub use browser::{focus_by_id, focus_first_refused, focus_soon};
pub use button::{Button, ButtonVariant};
pub use change_access::ChangeAccess;
pub use confirm_dialog::{delete_outcome, ConfirmDialog};
pub use countdown::{use_countdown, Countdown, ResendIn};
pub use datetime::{
    browser_time_zone, call_format, date_time_format, format_timestamp, looks_like_timestamp,
    LocalTime,
};
pub use dialog::Dialog;
pub use empty_state::{list_not_shown, EmptyState, PastLastPage};
pub use enum_badge::{code_name, enum_text, EnumBadge};
pub use error_view::{error_message, ErrorView};
pub use fetched::{not_shown, Fetched};
pub use link::A;
pub use loading_state::LoadingState;
pub use notice::{Notice, NoticeAction, NoticeKind};
pub use opened_link::{provide_opened_link, use_opened_link, OpenedLinkKeeper};
pub use page_header::PageHeader;
pub use page_title::{provide_route_announcer, use_page_title, RouteAnnouncer, TitleCount};
pub use records::*;
pub use remark_dialog::{RemarkChoice, RemarkChoices, RemarkDialog, RemarkText};
pub use skip_link::SkipLink;
pub use spinner::Spinner;
pub use toasts::{provide_toasts, use_toasts, ToastRegion};
pub use zone_days::{day_end, day_start, in_zone, use_zone};
