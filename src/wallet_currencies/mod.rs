//! Wallet currencies: which currencies each wallet type may hold, filtered, switched on or off.

mod columns;
mod enable_form;
mod page;
mod pair;
mod toggle_dialog;

pub use page::WalletCurrenciesPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::WALLET_CURRENCIES];
