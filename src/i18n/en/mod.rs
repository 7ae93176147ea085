//! English, the default locale, one file per area.

pub mod account;
pub mod auth;
pub mod common;
pub mod config;
pub mod error;
pub mod exchange;
pub mod exchange_config;
pub mod export;
pub mod file;
pub mod institution;
pub mod notification;
pub mod partner;
pub mod profile;
pub mod recharge;
pub mod recharge_channel;
pub mod referral;
pub mod register;
pub mod role;
pub mod security;
pub mod shell;
pub mod tariff;
pub mod transfer;
pub mod wallet_currency;
pub mod withdrawal_channel;
pub mod workspace;
