//! The key enums, one per area of the portal.

mod account;
mod auth;
mod common;
mod config;
mod error;
mod exchange;
mod exchange_config;
mod institution;
mod profile;
mod recharge;
mod recharge_channel;
mod register;
mod shell;
mod tariff;
mod transfer;
mod wallet_currency;
mod withdrawal_channel;
mod workspace;

pub use account::AccountKey;
pub use auth::AuthKey;
pub use common::CommonKey;
pub use config::ConfigKey;
pub use error::ErrorKey;
pub use exchange::ExchangeKey;
pub use exchange_config::ExchangeConfigKey;
pub use institution::InstitutionKey;
pub use profile::ProfileKey;
pub use recharge::RechargeKey;
pub use recharge_channel::RechargeChannelKey;
pub use register::RegisterKey;
pub use shell::ShellKey;
pub use tariff::TariffKey;
pub use transfer::TransferKey;
pub use wallet_currency::WalletCurrencyKey;
pub use withdrawal_channel::WithdrawalChannelKey;
pub use workspace::WorkspaceKey;
