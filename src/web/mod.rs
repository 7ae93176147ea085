//! Browser services shared by the API module and the UI: storage, performance marks, recent ids,
//! saving files and `Intl`.

pub mod activity;
pub mod intl;
pub mod letter_case;
pub mod performance;
pub mod recent_ids;
pub mod save;
pub mod saved_filters;
pub mod storage;
