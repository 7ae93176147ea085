//! Keys of the withdrawal channel list texts.

/// The withdrawal channel list and a channel's details.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WithdrawalChannelsKey {
    /// Withdrawal channels
    Title,
    /// Where money leaves wallets, with its fees and payout limits.
    Intro,
    /// {count} channels
    Count,
    /// No withdrawal channels
    EmptyTitle,
    /// The platform has no withdrawal channel yet.
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
    /// Payout limits
    ColumnLimits,
    /// Status
    ColumnStatus,
    /// Actions
    ColumnActions,
    /// Enabled
    Enabled,
    /// Disabled
    Disabled,
    /// {min} to {max}
    Limits,
    /// Least payout
    LimitMin,
    /// Most payout
    LimitMax,
    /// Details of {name}
    DetailsOf,
    /// Withdrawal channel
    DetailsTitle,
    /// Close
    Close,
}
