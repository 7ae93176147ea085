//! The API service module: one request core, the session, the secure channel, one file per area.

pub mod auth;
pub mod constants;
mod core;
mod error;
pub mod exchange_config;
pub mod exchanges;
mod headers;
pub mod institutions;
mod paged;
pub mod profile;
#[allow(dead_code)] // no screen calls these yet
pub mod recharge_channels;
pub mod recharges;
mod refresh;
mod secure;
pub mod session;
#[allow(dead_code)] // no screen calls these yet
pub mod tariffs;
#[allow(dead_code)] // no screen calls these yet
pub mod transfers;
mod unshown;
#[allow(dead_code)] // no screen calls these yet
pub mod wallet_currencies;
#[allow(dead_code)] // no screen calls these yet
pub mod withdrawal_channels;

pub use error::ApiError;
