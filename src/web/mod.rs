//! Browser services shared by the API module and the UI: the app's folder, storage, performance
//! marks, recent ids, the remembered language, return paths, saving files and `Intl`.

pub mod activity;
mod base_path;
pub mod intl;
pub mod letter_case;
pub mod locale;
pub mod performance;
pub mod recent_ids;
mod return_path;
pub mod save;
pub mod saved_filters;
pub mod storage;

pub use base_path::{app_base, app_file, with_base, without_base};
pub use return_path::{location_path, safe_return_path, sign_in_path, signed_out_path, with_query};
