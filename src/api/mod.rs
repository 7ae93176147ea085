//! The API service module: one request core, the session, the secure channel, one file per area.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod accounts;
pub mod auth;
pub mod constants;
mod error;
pub mod exchange_config;
pub mod exchanges;
pub mod exports;
pub mod files;
pub mod institutions;
pub mod ip_whitelist;
pub mod notification_channels;
pub mod profile;
pub mod provider_connections;
pub mod recharge_channels;
pub mod recharges;
pub mod records;
pub mod referrals;
mod refresh;
pub mod refusal;
mod request;
pub mod roles;
mod secure;
pub mod session;
pub mod tab_sync;
pub mod tariffs;
pub mod transfers;
pub mod wallet_currencies;
pub mod withdrawal_channels;

use request::{core, headers, paged, unshown};

pub use self::core::{unreachable_streak, Download};
pub use error::{ApiError, Cause};
