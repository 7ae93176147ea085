//! Keys of the recharge channel screens texts.

/// Recharge channels: the list, the create and edit forms, and workspace assignments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RechargeChannelsKey {
    /// Recharge channels
    Title,
    /// Where money comes in, what each channel charges, and which workspaces may use it.
    Intro,
    /// {count} channels
    Count,
    /// No recharge channels
    EmptyTitle,
    /// Create a channel so that workspaces can accept recharges through it.
    EmptyBody,
    /// Name
    ColumnName,
    /// Currency
    ColumnCurrency,
    /// Type
    ColumnType,
    /// Fee model
    ColumnFeeModel,
    /// Fixed fee
    ColumnFixedFee,
    /// Fee rate
    ColumnFeeRate,
    /// New channel
    New,
    /// New recharge channel
    CreateTitle,
    /// Channel created
    Created,
    /// Channel name
    ChannelName,
    /// Currency
    Currency,
    /// A channel keeps its currency: recharges made through it keep theirs.
    CurrencyKept,
    /// Channel type
    ChannelType,
    /// Fee model
    FeeModel,
    /// Fixed fee
    FixedFee,
    /// In the channel's currency: choose it above.
    FixedFeeHint,
    /// Fee rate (%)
    FeeRate,
    /// A percentage of the amount: 1.5 is 1.5 %.
    FeeRateHint,
    /// Fee bands
    Bands,
    /// Optional; needed for rate by amount band. Each band starts where the one before ends; the last has no upper bound.
    BandsHint,
    /// Bands can be replaced, not removed: with no rows, the current bands stay.
    BandsKeptHint,
    /// Connection settings (JSON)
    Connection,
    /// A JSON object, such as {"provider": "bank"}.
    ConnectionHint,
    /// All recharge channels
    BackToList,
    /// Edit channel
    EditTitle,
    /// Workspaces using this channel
    AssignmentsTitle,
    /// Workspace
    ColumnWorkspace,
    /// Who pays the fee
    ColumnUserFee,
    /// No workspace yet
    NoAssignmentsTitle,
    /// Assign the channel to a workspace so that its users can recharge through it.
    NoAssignmentsBody,
    /// Assign to a workspace
    AssignTitle,
    /// Workspace to assign
    Workspace,
    /// Who pays the fee
    UserFeeModel,
    /// Assigning a workspace again changes who pays the fee there.
    AssignHint,
    /// Assign
    Assign,
    /// Assignment saved
    Assigned,
}
