//! Exchanges made in the workspace's wallets: the list and one exchange's page.

mod columns;
mod detail_page;
mod list_page;

pub use detail_page::ExchangePage;
pub use list_page::ExchangesPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::EXCHANGES];
