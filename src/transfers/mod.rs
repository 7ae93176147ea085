//! Transfer orders: a workspace's orders, a wallet's orders, and one order's page.

mod columns;
mod order_page;
mod orders_list;
mod orders_page;
mod wallet_page;

pub use order_page::TransferPage;
pub use orders_page::TransfersPage;
pub use wallet_page::WalletTransfersPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] =
    &[&crate::i18n::english_part::TRANSFERS];
