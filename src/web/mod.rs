//! Browser services shared by the API module and the UI: storage, performance marks, recent ids
//! and saving files.

pub mod activity;
pub mod performance;
pub mod recent_ids;
pub mod save;
pub mod saved_filters;
pub mod storage;
