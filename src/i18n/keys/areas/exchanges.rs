//! Keys of the exchanges list and an exchange's page.

/// The exchanges made in the workspace's wallets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExchangesKey {
    /// Exchanges
    Title,
    /// Currency exchanges made in this workspace's wallets.
    Intro,
    /// {count} exchanges
    Count,
    /// No exchanges yet
    EmptyTitle,
    /// Exchanges made in this workspace's wallets appear here.
    EmptyBody,
    /// Exchange
    ColumnExchange,
    /// Currencies
    ColumnPair,
    /// Sold
    ColumnSold,
    /// Bought
    ColumnBought,
    /// Rate
    ColumnRate,
    /// Fee
    ColumnFee,
    /// Status
    ColumnStatus,
    /// Created
    ColumnCreated,
    /// Exchange {id}
    DetailTitle,
    /// Back to exchanges
    BackToList,
    /// Exchange not found
    NotFoundTitle,
    /// There is no exchange {id} in this workspace. It may belong to another workspace, or the address may be mistyped.
    NotFoundBody,
}
