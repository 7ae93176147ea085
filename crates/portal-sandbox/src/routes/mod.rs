//! One module per contract area; each gives its routes with `routes()`.

pub mod auth;
pub mod constants;
pub mod exchange_config;
pub mod exchanges;
pub mod exports;
pub mod files;
pub mod institutions;
pub mod invitations;
pub mod profile;
pub mod recharge_channels;
pub mod recharges;
pub mod referrals;
pub mod registration;
pub mod secure_channel;
pub mod tariffs;
pub mod transfers;
pub mod wallet_currencies;
pub mod withdrawal_channels;
pub mod workspace_institutions;
