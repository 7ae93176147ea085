//! Keys of the export texts.

/// Exports: the list, asking for one, and one export's progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportKey {
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
    /// Parameters (JSON)
    Params,
    /// A JSON object. Optional keys: "dateFrom" and "dateTo" as YYYY-MM-DD, for example {"dateFrom": "2026-01-01", "dateTo": "2026-01-31"}.
    ParamsHint,
    /// The file is ready.
    ReadyNotice,
    /// The export failed; there is no file to download.
    FailedNotice,
    /// Generating the file… This page checks again every 2 seconds.
    ProcessingNotice,
    /// Back to exports
    BackToExports,
    /// Export {id}
    ExportTitle,
    /// Use only "dateFrom" and "dateTo", each a day written YYYY-MM-DD.
    ParamsUnknown,
    /// "dateFrom" must not be after "dateTo".
    ParamsOrder,
}
