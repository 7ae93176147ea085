//! The one request core and its parts: headers, envelope decoding, pages, file transfers.

pub(super) mod answered;
pub(super) mod core;
mod disposition;
pub(super) mod headers;
pub(super) mod paged;
pub(super) mod unshown;
mod xhr;
