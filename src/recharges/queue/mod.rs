//! The queue page: filters and their address, columns, keys, arrivals, stats, page size.

pub(super) mod address;
pub(super) mod columns;
pub(super) mod filters;
pub(super) mod keys;
pub(super) mod page;
pub(super) mod page_size;
pub(super) mod stats_panel;
pub(super) mod watch;
