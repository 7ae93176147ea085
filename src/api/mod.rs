//! The API service module: one request core, the session, the secure channel, one file per area.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod accounts;
pub mod auth;
pub mod constants;
mod core;
mod disposition;
mod error;
pub mod exchange_config;
pub mod exchanges;
pub mod exports;
pub mod files;
mod headers;
pub mod institutions;
pub mod ip_whitelist;
pub mod notification_channels;
mod paged;
pub mod profile;
pub mod provider_connections;
pub mod recharge_channels;
pub mod recharges;
pub mod referrals;
mod refresh;
pub mod refusal;
pub mod roles;
mod secure;
pub mod session;
pub mod tab_sync;
pub mod tariffs;
pub mod transfers;
mod unshown;
pub mod wallet_currencies;
pub mod withdrawal_channels;
mod xhr;

pub use self::core::{unreachable_streak, Download};
pub use error::{ApiError, Cause};
