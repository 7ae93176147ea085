//! The Portal Web API contract in Rust: paths, wire types, envelopes, pagination, error codes and the secure channel.

pub mod auth;
pub mod channel_type;
pub mod constants;
pub mod currency;
pub mod decimal;
pub mod enumeration;
pub mod envelope;
pub mod error_code;
pub mod exchange_config;
pub mod exchanges;
pub mod exports;
pub mod fees;
pub mod files;
pub mod headers;
pub mod institutions;
pub mod locale;
mod numeric_enum;
pub mod pagination;
pub mod paths;
pub mod profile;
pub mod recharge_channels;
pub mod recharges;
pub mod referrals;
pub mod secure_channel;
pub mod tariffs;
pub mod transfers;
pub mod validation;
pub mod wallet_currencies;
pub mod wallet_type;
pub mod withdrawal_channels;

pub use enumeration::{EnumObject, EnumValue};
pub use envelope::{Envelope, ResponseCode};
pub use error_code::ErrorCode;
pub use locale::Locale;
pub use pagination::{Page, PageRequest};
