//! Keys of the recharge queue texts.

/// The recharge queue and a recharge's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RechargesKey {
    /// Recharges
    Title,
    /// Recharge orders waiting for a decision come first.
    Intro,
    /// Filters
    Filters,
    /// More filters
    MoreFilters,
    /// More filters ({count} in use)
    MoreFiltersInUse,
    /// Status
    Status,
    /// Any status
    AnyStatus,
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
    /// Rows per page
    PageSize,
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
    /// Recharge {id}: {amount} from {payer}. Your remark is kept with the recharge.
    DecisionIntro,
    /// Operator remark
    Remark,
    /// Write a remark for the record.
    RemarkRequired,
    /// Recharge confirmed
    Confirmed,
    /// Recharge rejected
    Rejected,
    /// Recharge {id}
    DetailTitle,
    /// Back to the queue
    BackToQueue,
    /// Next pending recharge
    NextPending,
    /// Select all pending on this page
    SelectPage,
    /// Select {id}
    SelectOne,
    /// {count} selected · {total}
    SelectedSummary,
    /// Select all {count} matching
    SelectAllMatching,
    /// Select all pending ones matching
    SelectAllPendingMatching,
    /// Selecting… {done} of {count}
    SelectingMatching,
    /// Selected {count} pending recharges of {matching} matching; decided ones cannot be selected.
    SelectedMatching,
    /// Clear selection
    ClearSelection,
    /// {id} was decided elsewhere meanwhile and is now {status}: this decision was not sent.
    DecidedElsewhereAs,
    /// The selection was cleared: it was made under other filters, and a batch would have decided recharges this view does not show.
    SelectionCleared,
    /// Confirm selected
    ConfirmSelected,
    /// Reject selected
    RejectSelected,
    /// Confirm {count} recharges
    BatchConfirmTitle,
    /// Reject {count} recharges
    BatchRejectTitle,
    /// {count} recharges, total {total}. Your remark is kept with each one.
    BatchIntro,
    /// Sent {done} of {count}…
    BatchProgress,
    /// Batch result
    ReportTitle,
    /// Confirmed {count} of {total}.
    ReportConfirmed,
    /// Rejected {count} of {total}.
    ReportRejected,
    /// Show the {count} decided
    ReportDecidedList,
    /// {count} not decided. They stay selected so you can try again.
    ReportFailed,
    /// {count} had been decided or removed elsewhere, so it is no longer selected.|…they are no
    /// longer selected.
    ReportSettled,
    /// Still pending after the batch.
    ReportStillPending,
    /// Dismiss result
    ReportDismiss,
    /// All recharges in this workspace
    StatsTitle,
    /// Orders
    StatsOrders,
    /// Amount by currency
    StatsAmount,
    /// By status
    StatsByStatus,
    /// By currency
    StatsByCurrency,
    /// {count} orders
    StatsOrderCount,
    /// {count} new recharge has arrived in this workspace since this page was shown.|{count} new recharges have arrived in this workspace since this page was shown.
    Arrived,
    /// Show the latest
    ShowLatest,
    /// Keys
    KeysTitle,
    /// move
    KeyMove,
    /// select
    KeySelect,
    /// open
    KeyOpen,
    /// confirm
    KeyConfirm,
    /// reject
    KeyReject,
    /// confirm the selected
    KeyBatchConfirm,
    /// reject the selected
    KeyBatchReject,
    /// Nothing is selected: X or Space selects the row in focus.
    NothingSelected,
    /// previous / next page
    KeyPage,
    /// Letter keys (J, K, X, O, C, R, P, N)
    LetterKeys,
    /// When turned off, only arrows, Space and Enter on a row act, so typing cannot trigger an action.
    LetterKeysHint,
    /// Selected recharges
    SelectionLabel,
    /// In use: {filters}
    FiltersActive,
    /// No filters: every recharge
    FiltersNone,
    /// Compact rows
    CompactRows,
    /// Amounts are sorted within one currency. Choose the currency to sort:
    AmountSortNeedsCurrency,
    /// Sort {currency} by amount
    AmountSortIn,
    /// Remark presets
    RemarkPresets,
    /// One remark per line, at most 9. Offered only in that decision's dialog, where choosing one puts it in the remark.
    RemarkPresetsHint,
    /// Save presets
    RemarkPresetsSave,
    /// Remark presets saved in this browser
    RemarkPresetsSaved,
    /// At most 9 presets: this has {count}.
    RemarkPresetsTooMany,
    /// Line {line} is too long: {count} characters. Use at most 255.
    RemarkPresetTooLong,
    /// Ready remarks for this decision: choose one (or press its number) to put it in the remark
    RemarkChoices,
    /// last used
    LastRemark,
    /// Ready remarks for Confirm
    ConfirmPresets,
    /// Ready remarks for Reject
    RejectPresets,
    /// Sending in {seconds} s. Undo sends nothing and keeps the selection.
    BatchHolding,
    /// Undo
    Undo,
    /// Number of recharges to confirm
    TypeCountConfirm,
    /// Number of recharges to reject
    TypeCountReject,
    /// More than {limit} recharges: type {count} to go on. Until the number matches, the Confirm button stays off.
    TypeCountConfirmHint,
    /// More than {limit} recharges: type {count} to go on. Until the number matches, the Reject button stays off.
    TypeCountRejectHint,
    /// This is not the number selected: type {count}.
    TypeCountWrong,
    /// A batch of {count} confirmations was not sent: the page was left before it went.
    BatchLeftConfirm,
    /// A batch of {count} rejections was not sent: the page was left before it went.
    BatchLeftReject,
    /// Result
    ReportResult,
    /// Remark sent
    ReportRemark,
    /// Decided in this batch
    ReportDecidedCaption,
    /// Not decided
    ReportFailedCaption,
    /// The decision form could not be loaded. Check the connection, then try again.
    // Shown only where the dialogs load as a chunk: split and native builds.
    #[cfg_attr(all(target_family = "wasm", not(portal_split)), allow(dead_code))]
    DecisionNotLoaded,
}
