//! Browser services shared by the API module and the UI: storage, performance marks and saving files.

pub mod performance;
pub mod save;
pub mod storage;
