//! Keys of the transfer order texts.

/// Transfer orders of a workspace or a wallet, and one order's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TransfersKey {
    /// Transfers
    Title,
    /// Transfer orders between the wallets of a workspace, newest first.
    Intro,
    /// Orders of workspace
    Workspace,
    /// Transfer orders
    Caption,
    /// Order
    Order,
    /// Status
    Status,
    /// Amount
    Amount,
    /// From wallet
    FromWallet,
    /// To wallet
    ToWallet,
    /// Created
    Created,
    /// {count} orders
    Count,
    /// No transfer orders
    EmptyTitle,
    /// This workspace has no transfer orders you can see.
    EmptyWorkspace,
    /// This wallet has no transfer orders you can see.
    EmptyWallet,
    /// Transfer {id}
    OrderTitle,
    /// Back to transfers
    BackToTransfers,
    /// Completion
    Completion,
    /// Completed
    Completed,
    /// Not completed
    NotCompleted,
    /// Wallets
    Wallets,
    /// Orders of wallet {id}
    WalletOrders,
    /// Transfers of wallet {id}
    WalletTitle,
}
