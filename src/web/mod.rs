//! Browser services shared by the API module and the UI: storage and performance marks.

pub mod performance;
pub mod storage;
