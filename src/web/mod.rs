//! Browser services shared by the API module and the UI: the app's folder, storage, performance
//! marks, recent ids, saving files and `Intl`.

pub mod activity;
mod base_path;
pub mod intl;
pub mod letter_case;
pub mod performance;
pub mod recent_ids;
pub mod save;
pub mod saved_filters;
pub mod storage;

pub use base_path::{app_base, app_file, with_base, without_base};
