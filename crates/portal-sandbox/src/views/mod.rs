//! Wire forms of stored rows, shared by every area that returns them.

pub mod account;
pub mod institution;
pub mod recharge;
pub mod recharge_channel;
pub mod recharge_stats;
