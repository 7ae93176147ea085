//! Wire forms of stored rows, shared by every area that returns them.

pub mod account;
pub mod exchange;
pub mod exchange_fee;
pub mod exchange_rate;
pub mod institution;
pub mod recharge;
pub mod recharge_channel;
pub mod recharge_channel_assignment;
pub mod recharge_stats;
pub mod referral;
pub mod role;
pub mod tariff_template;
pub mod transfer;
pub mod wallet_currency;
pub mod wallet_tariff;
pub mod wallet_type;
pub mod withdrawal_channel;
