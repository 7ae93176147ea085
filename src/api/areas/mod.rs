//! The endpoints of each area of the portal, one module per area, named as the area is everywhere.

pub mod accounts;
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
pub mod referrals;
pub mod roles;
pub mod tariffs;
pub mod transfers;
pub mod wallet_currencies;
pub mod withdrawal_channels;
