//! The key enums the whole portal shares: common words, fields, rules, errors and the shell.

mod access;
mod code;
mod common;
mod config;
mod error;
mod field;
mod lists;
mod shell;

pub use access::AccessKey;
pub use code::CodeKey;
pub use common::CommonKey;
pub use config::ConfigKey;
pub use error::ErrorKey;
pub use field::FieldKey;
pub use lists::ListsKey;
pub use shell::ShellKey;
