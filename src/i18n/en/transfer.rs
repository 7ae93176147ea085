//! English texts of the transfer orders.

use crate::i18n::TransferKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: TransferKey) -> &'static str {
    match key {
        TransferKey::Title => "Transfers",
        TransferKey::Intro => "Transfer orders between the wallets of a workspace, newest first.",
        TransferKey::Workspace => "Orders of workspace",
        TransferKey::Caption => "Transfer orders",
        TransferKey::Order => "Order",
        TransferKey::Status => "Status",
        TransferKey::Amount => "Amount",
        TransferKey::FromWallet => "From wallet",
        TransferKey::ToWallet => "To wallet",
        TransferKey::Created => "Created",
        TransferKey::Count => "{count} orders",
        TransferKey::EmptyTitle => "No transfer orders",
        TransferKey::EmptyWorkspace => "This workspace has no transfer orders you can see.",
        TransferKey::EmptyWallet => "This wallet has no transfer orders you can see.",
        TransferKey::OrderTitle => "Transfer {id}",
        TransferKey::BackToTransfers => "Back to transfers",
        TransferKey::Completion => "Completion",
        TransferKey::Completed => "Completed",
        TransferKey::NotCompleted => "Not completed",
        TransferKey::Wallets => "Wallets",
        TransferKey::WalletOrders => "Orders of wallet {id}",
        TransferKey::WalletTitle => "Transfers of wallet {id}",
    }
}
