//! The key enums, one per area of the portal.

mod auth;
mod common;
mod config;
mod error;
mod exchange;
mod exchange_config;
mod profile;
mod recharge;
mod register;
mod shell;
mod workspace;

pub use auth::AuthKey;
pub use common::CommonKey;
pub use config::ConfigKey;
pub use error::ErrorKey;
pub use exchange::ExchangeKey;
pub use exchange_config::ExchangeConfigKey;
pub use profile::ProfileKey;
pub use recharge::RechargeKey;
pub use register::RegisterKey;
pub use shell::ShellKey;
pub use workspace::WorkspaceKey;
