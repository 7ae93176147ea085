//! English, the default locale, one file per area.

pub mod auth;
pub mod common;
pub mod config;
pub mod error;
pub mod exchange;
pub mod exchange_config;
pub mod profile;
pub mod recharge;
pub mod register;
pub mod shell;
pub mod workspace;
