//! Accounts and pending users: the account list, one account, creating an administrator,
//! status and display name changes, and approving or rejecting pending users.

mod account_actions;
mod account_page;
mod accounts_page;
mod belongs_to;
mod columns;
mod create_dialog;
mod pending_actions;
mod pending_page;
mod rename_dialog;
mod spans_notice;

pub use account_page::AccountPage;
pub use accounts_page::AccountsPage;
pub use pending_page::PendingUsersPage;
