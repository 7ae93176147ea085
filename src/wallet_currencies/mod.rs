//! Wallet currencies: which currencies each wallet type may hold, filtered, switched on or off.

mod columns;
mod enable_form;
mod page;
mod pair;
mod toggle_dialog;

pub use page::WalletCurrenciesPage;
