//! English texts of the export area.

use crate::i18n::ExportKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: ExportKey) -> &'static str {
    match key {
        ExportKey::Title => "Exports",
        ExportKey::Intro => "Data exported as CSV files, newest first. A new export takes a few moments to generate.",
        ExportKey::New => "New export",
        ExportKey::Count => "{count} exports",
        ExportKey::EmptyTitle => "No exports yet",
        ExportKey::EmptyBody => "Exports you ask for appear here.",
        ExportKey::Export => "Export",
        ExportKey::Type => "Data",
        ExportKey::Status => "Status",
        ExportKey::Created => "Requested",
        ExportKey::CreateTitle => "New export",
        ExportKey::Create => "Start export",
        ExportKey::Requested => "Export requested.",
        ExportKey::Remark => "Remark",
        ExportKey::Params => "Parameters (JSON)",
        ExportKey::ParamsHint => "A JSON object. Optional keys: \"dateFrom\" and \"dateTo\" as YYYY-MM-DD, for example {\"dateFrom\": \"2026-01-01\", \"dateTo\": \"2026-01-31\"}.",
        ExportKey::TypeRecharges => "Recharges",
        ExportKey::TypeTransfers => "Transfers",
        ExportKey::TypeExchanges => "Exchanges",
        ExportKey::ReadyNotice => "The file is ready.",
        ExportKey::FailedNotice => "The export failed; there is no file to download.",
        ExportKey::ProcessingNotice => "Generating the file… This page checks again every 2 seconds.",
        ExportKey::BackToExports => "Back to exports",
        ExportKey::ExportTitle => "Export {id}",
        ExportKey::ParamsUnknown => "Use only \"dateFrom\" and \"dateTo\", each a day written YYYY-MM-DD.",
        ExportKey::ParamsOrder => "\"dateFrom\" must not be after \"dateTo\".",
    }
}
