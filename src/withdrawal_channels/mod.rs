//! Withdrawal channels: the paged list and each channel's fields.

mod columns;
mod details_dialog;
mod list_page;

pub use list_page::WithdrawalChannelsPage;
