//! Basic widgets: buttons, links, dialogs, menus, toasts, notices, badges, errors, loading and
//! empty states, the brand, language and theme controls.

mod back_link;
mod bar_chart;
mod brand;
mod browser;
mod button;
mod change_access;
#[cfg(any(portal_split, not(target_family = "wasm")))]
mod chunk_part;
mod countdown;
mod datetime;
mod dialog;
pub mod dialog_opener;
mod download_button;
mod empty_state;
mod enum_badge;
mod error_view;
mod fetched;
mod link;
mod loading_state;
mod locale_switcher;
mod logo;
mod menu_button;
mod menu_focus;
mod notice;
mod opened_link;
mod page_header;
mod page_title;
mod skip_link;
mod spinner;
mod theme;
mod theme_toggle;
mod toasts;
mod zone_days;

pub use back_link::{as_last_shown, BackLink, ListQueryMemory};
pub use bar_chart::{bar_chart, ChartBar};
pub use brand::Brand;
pub use browser::{focus_by_id, focus_first_refused, focus_soon};
pub use button::{Button, ButtonVariant};
pub use change_access::ChangeAccess;
#[cfg(any(portal_split, not(target_family = "wasm")))]
pub use chunk_part::{chunk_dialog, chunk_part, DialogFrame, SplitLoaderError};
pub use countdown::{use_countdown, Countdown, ResendIn};
pub use datetime::{
    browser_time_zone, call_format, date_time_format, format_timestamp, looks_like_timestamp,
    LocalTime,
};
pub use dialog::Dialog;
pub use download_button::{DownloadButton, DownloadSource};
pub use empty_state::{EmptyState, PastLastPage};
pub use enum_badge::{
    capitalized, code_name, enum_text, humanize_code, looks_like_code, EnumBadge,
};
pub use error_view::{error_message, ErrorView};
pub use fetched::{not_shown, Fetched};
pub use link::A;
pub use loading_state::LoadingState;
pub use locale_switcher::LocaleSwitcher;
pub use logo::Logo;
pub use menu_button::{MenuButton, MenuParts};
pub use notice::{Notice, NoticeAction, NoticeKind};
pub use opened_link::{provide_opened_link, use_opened_link, OpenedLinkKeeper};
pub use page_header::PageHeader;
pub use page_title::{provide_route_announcer, use_page_title, RouteAnnouncer, TitleCount};
pub use skip_link::SkipLink;
pub use spinner::Spinner;
pub use theme::{apply_stored_theme, Theme};
pub use theme_toggle::ThemeToggle;
pub use toasts::{provide_toasts, use_toasts, ToastRegion, Toasts};
pub use zone_days::{day_end, day_start, in_zone, use_zone};
