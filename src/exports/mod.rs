//! Exports: the list, asking for one, and one export's progress and file.

mod columns;
mod create_dialog;
mod export_page;
mod exports_page;
mod request_again;

pub use export_page::ExportPage;
pub use exports_page::ExportsPage;
