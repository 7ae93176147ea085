//! Exchange configuration: the fee and the rate of each currency pair.

mod fee;
mod fee_checks;
mod rate;
mod rate_checks;
mod rate_source;

pub use fee::{ExchangeFee, ExchangeFeeRequest, ExchangeFeeUpdate};
pub use fee_checks::{validate_exchange_fee, validate_exchange_fee_update};
pub use rate::{ExchangeRate, ExchangeRateRequest, ExchangeRateUpdate};
pub use rate_checks::{validate_exchange_rate, validate_exchange_rate_update};
pub use rate_source::{ExternalProvider, RateSource};
