//! Browser services shared by the API module and the UI: storage, performance marks, recent ids,
//! saving files and the URLs of the app's own files.

pub mod app_file;
pub mod performance;
pub mod recent_ids;
pub mod save;
pub mod saved_filters;
pub mod storage;
