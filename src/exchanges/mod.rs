//! Exchanges made in the workspace's wallets: the list and one exchange's page.

mod columns;
mod detail_page;
mod list_page;

pub use detail_page::ExchangePage;
pub use list_page::ExchangesPage;
