//! Keys of the export texts.

/// Exports: the list, asking for one, and one export's progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportsKey {
    /// Exports
    Title,
    /// Data exported as CSV files, newest first. A new export takes a few moments to generate.
    Intro,
    /// New export
    New,
    /// {count} exports
    Count,
    /// No exports yet
    EmptyTitle,
    /// Exports you ask for appear here.
    EmptyBody,
    /// Export
    Export,
    /// Data
    Type,
    /// Status
    Status,
    /// Requested
    Created,
    /// New export
    CreateTitle,
    /// Start export
    Create,
    /// Export requested.
    Requested,
    /// Remark
    Remark,
    /// Other parameters (JSON object)
    Params,
    /// Anything else your server accepts, for example {"region": "eu"}. Leave empty for none.
    ParamsHint,
    /// The file is ready.
    ReadyNotice,
    /// The export failed; there is no file to download.
    FailedNotice,
    /// Generating the file… This page checks again every 2 seconds.
    ProcessingNotice,
    /// Still generating after {minutes} minutes, longer than usual. This page checks again every 30 seconds; you can also request the export again.
    ProcessingLong,
    /// Back to exports
    BackToExports,
    /// Export {id}
    ExportTitle,
    /// "dateFrom" must not be after "dateTo".
    ParamsOrder,
    /// "dateFrom" and "dateTo" take a day written YYYY-MM-DD, such as "2026-01-31".
    ParamsDay,
    /// From
    DateFrom,
    /// To
    DateTo,
    /// Calendar days (UTC), both included. Leave empty for no limit.
    DatesHint,
    /// From must not be after To.
    DatesOrder,
    /// Other parameters
    MoreParams,
    /// "{key}" is also set by the date fields above; give it in one place only.
    ParamsTwice,
    /// The server reports the status "{status}", which this portal does not know, so it does not check again by itself.
    UnknownStatusNotice,
    /// Refresh
    Refresh,
    /// Request again
    RequestAgain,
}
