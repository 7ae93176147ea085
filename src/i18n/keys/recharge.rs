//! Keys of the recharge queue texts.

/// The recharge queue and a recharge's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RechargeKey {
    /// Recharges
    Title,
    /// Recharge orders waiting for a decision come first.
    Intro,
    /// Filters
    Filters,
    /// Status
    Status,
    /// Any status
    AnyStatus,
    /// Pending
    StatusPending,
    /// Confirmed
    StatusConfirmed,
    /// Rejected
    StatusRejected,
    /// Currency
    Currency,
    /// Any currency
    AnyCurrency,
    /// Channel
    Channel,
    /// Any channel
    AnyChannel,
    /// Created from
    CreatedFrom,
    /// Created to
    CreatedTo,
    /// Search
    Search,
    /// Recharge ID, payer or channel name
    SearchHint,
    /// Apply filters
    Apply,
    /// Clear filters
    Clear,
    /// The start date must not be after the end date.
    DatesOutOfOrder,
    /// Recharge
    ColumnRecharge,
    /// Payer
    ColumnPayer,
    /// Amount
    ColumnAmount,
    /// Status
    ColumnStatus,
    /// Channel
    ColumnChannel,
    /// Created
    ColumnCreated,
    /// Actions
    ColumnActions,
    /// {count} recharges
    Count,
    /// Page {page} of {pages}
    PageOf,
    /// Previous page
    Previous,
    /// Next page
    Next,
    /// Pages
    Pagination,
    /// No recharges
    EmptyTitle,
    /// No recharge matches these filters. Clear them to see the whole queue.
    EmptyFiltered,
    /// There are no recharge orders in this workspace yet.
    EmptyQueue,
    /// Confirm
    Confirm,
    /// Reject
    Reject,
    /// Confirm recharge
    ConfirmTitle,
    /// Reject recharge
    RejectTitle,
    /// {amount} from {payer}. Your remark is kept with the recharge.
    DecisionIntro,
    /// Operator remark
    Remark,
    /// Write a remark for the record.
    RemarkRequired,
    /// Cancel
    Cancel,
    /// Recharge confirmed
    Confirmed,
    /// Recharge rejected
    Rejected,
    /// Recharge {id}
    DetailTitle,
    /// Back to the queue
    BackToQueue,
}
