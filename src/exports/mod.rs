//! Exports: the list, asking for one, and one export's progress and file.

mod columns;
mod create_dialog;
mod export_page;
mod exports_page;
mod request_again;

pub use export_page::ExportPage;
pub use exports_page::ExportsPage;

/// The English this area's pages bring with their chunk (`i18n::keep_english`).
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[&crate::i18n::english_part::EXPORTS];
