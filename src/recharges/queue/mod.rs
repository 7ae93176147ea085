//! The queue page: filters and their address, columns, keys, arrivals, stats, page size, days,
//! amount sorting within a currency, how this browser shows it and the frame that stays.

pub(super) mod address;
pub(super) mod amount_sort;
pub(super) mod columns;
pub(super) mod every_match;
pub(super) mod filters;
pub(super) mod filters_line;
pub(super) mod frame;
pub(super) mod keys;
pub(super) mod page;
pub(super) mod page_size;
pub(super) mod stats_panel;
pub(super) mod view_options;
pub(super) mod watch;
