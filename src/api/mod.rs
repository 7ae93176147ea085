//! The API service module: one request core, the session, the secure channel, one file per area.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod areas;
pub mod auth;
pub mod constants;
mod error;
pub mod records;
pub mod refresh;
pub mod refusal;
mod request;
mod secure;
pub mod session;
pub mod tab_sync;

use request::{core, headers, paged, unshown};

pub use self::core::unreachable_streak;
pub use areas::{
    accounts, exchange_config, exchanges, exports, files, institutions, ip_whitelist,
    notification_channels, profile, provider_connections, recharge_channels, recharges, referrals,
    roles, tariffs, transfers, wallet_currencies, withdrawal_channels,
};
pub use error::{ApiError, Cause};
pub use request::answered::all_answered;
