//! Keys of the provider connection texts.

/// Provider connections: opening one, its lifecycle, cards, records and the transaction summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProviderConnectionsKey {
    /// Provider connections
    Title,
    /// Operate an external card and payment provider's connection: its lifecycle, cards, virtual accounts, payment handles and transactions.
    Intro,
    /// Open a connection
    OpenTitle,
    /// Connection identifier
    ConnectionId,
    /// Open
    Open,
    /// Opened recently in this browser
    Recent,
    /// Nothing was found with this identifier, or the provider failed to answer. Check the identifier and try again.
    NotFoundOrFailed,
    /// The provider refused this, as things stand now. The reason it gave is below.
    Refused,
    /// Back to provider connections
    BackToConnections,
    /// Connection {id}
    ConnectionTitle,
    /// Lifecycle
    Lifecycle,
    /// The connection's state is known from the answer to the last action taken here.
    LifecycleIntro,
    /// Status after the last action:
    StatusNow,
    /// Activate
    Activate,
    /// Suspend
    Suspend,
    /// Close connection
    Close,
    /// Activate this connection?
    ActivateTitle,
    /// Connection {id} will be activated: its cards and payments can be used.
    ActivateIntro,
    /// Suspend this connection?
    SuspendTitle,
    /// Connection {id} will be suspended: its cards and payments stop until it is activated again.
    SuspendIntro,
    /// Close this connection?
    CloseTitle,
    /// Connection {id} will be closed for good: a closed connection cannot be activated again.
    CloseIntro,
    /// Connection activated.
    Activated,
    /// Connection suspended.
    Suspended,
    /// Connection closed.
    Closed,
    /// Cards
    Cards,
    /// Card identifier
    CardId,
    /// Look up
    LookUp,
    /// Freeze
    Freeze,
    /// Unfreeze
    Unfreeze,
    /// Cancel card
    CancelCard,
    /// Freeze this card?
    FreezeTitle,
    /// Card {id} will be frozen: payments with it are declined until it is unfrozen.
    FreezeIntro,
    /// Unfreeze this card?
    UnfreezeTitle,
    /// Card {id} will be unfrozen and can be used again.
    UnfreezeIntro,
    /// Cancel this card?
    CancelTitle,
    /// Card {id} will be cancelled. This cannot be undone: a cancelled card can never be used again.
    CancelIntro,
    /// Card frozen.
    CardFrozen,
    /// Card unfrozen.
    CardUnfrozen,
    /// Card cancelled.
    CardCancelled,
    /// Leave the card as it is
    LeaveCardAsIs,
    /// This card is cancelled: nothing more can be done with it.
    CardIsFinal,
    /// This connection is closed for good: nothing more can be done with it.
    ConnectionIsFinal,
    /// Virtual accounts
    VirtualAccounts,
    /// Payment handles
    Handles,
    /// Transactions
    Transactions,
    /// Identifier
    Id,
    /// Status
    Status,
    /// View
    View,
    /// View {id}
    ViewOf,
    /// The provider lists none.
    NoRecords,
    /// Details of {id}
    DetailsOf,
    /// Fee details
    FeeDetails,
    /// Summary
    Summary,
    /// {count} transactions
    SummaryCount,
    /// By currency
    ByCurrency,
    /// By status
    ByStatus,
    /// {count} transactions, {amount} in total
    CurrencyLine,
    /// {count} transactions
    StatusLine,
    /// Cards opened recently in this browser
    RecentCards,
    /// Virtual accounts opened recently in this browser
    RecentVirtualAccounts,
    /// The connection is closed: its cards take no more actions.
    CardsOfClosedConnection,
}
