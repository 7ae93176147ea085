//! Transfer orders: a workspace's orders, a wallet's orders, and one order's page.

mod columns;
mod order_page;
mod orders_list;
mod orders_page;
mod wallet_page;

pub use order_page::TransferPage;
pub use orders_page::TransfersPage;
pub use wallet_page::WalletTransfersPage;
