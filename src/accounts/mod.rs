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

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::ACCOUNTS];
