//! The handlers and their routes, one module per contract area or route of no area; the area
//! table (`crate::areas`) says which routes make each area.

pub mod accounts;
pub mod auth;
pub mod constants;
pub mod exchange_config;
pub mod exchanges;
pub mod exports;
pub mod files;
pub mod institutions;
pub mod invitations;
pub mod ip_whitelist;
pub mod notification_channels;
pub mod pending_users;
pub mod profile;
pub mod provider_connections;
pub mod recharge_channels;
pub mod recharges;
pub mod referrals;
pub mod registration;
pub mod roles;
pub mod secure_channel;
pub mod tariffs;
pub mod transfers;
pub mod wallet_currencies;
pub mod withdrawal_channels;
pub mod workspace_institutions;
