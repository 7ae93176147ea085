//! Keys of the texts every list the portal searches itself shares.

/// Search, filters, sort and background reading of lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ListsKey {
    /// Search
    Search,
    /// Search and filters
    Finding,
    /// All
    All,
    /// Status
    Status,
    /// Currency
    Currency,
    /// Currency pair
    Pair,
    /// From
    From,
    /// To
    To,
    /// Enter a date as YYYY-MM-DD.
    NotADay,
    /// The end date is before the start date.
    DaysReversed,
    /// {found} of {total} match.
    Found,
    /// Nothing matches
    NoneFoundTitle,
    /// No rows match the search and filters.
    NoneFoundBody,
    /// Clear search and filters
    Clear,
    /// Reading the list
    Reading,
    /// Reading the whole list: {read} of {total} rows…
    ReadingCount,
    /// Search, filters and sort cover the first {max} of {total} rows.
    Capped,
    /// Reading stopped after {read} of {total} rows.
    Stopped,
    /// Read the rest
    ReadRest,
    /// Amounts are sorted within each currency: by currency, then by amount.
    AmountsByCurrency,
    /// {count} row|{count} rows
    Count,
    /// Search {list}
    SearchIn,
}
