//! Files: an institution's files, upload with progress, one file's page (download, link,
//! delete), and the download button exports share.

mod columns;
mod file_page;
mod files_page;
mod link_panel;
mod size;
mod upload_dialog;

pub use file_page::FilePage;
pub use files_page::FilesPage;

/// The English this area's pages bring with their chunk: none, theirs is built in.
pub(crate) const OWN_ENGLISH: &[&crate::i18n::EnglishPart] = &[];
