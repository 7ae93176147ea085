//! Recharge orders: the record, the queue's query, operator decisions, batch results and stats.

mod batch;
mod money;
mod query;
pub(crate) use query::instant;
mod record;
mod stats;

pub use batch::{BatchDecision, BatchFailure, BatchOutcome};
pub use money::{currency_exponent, format_minor_units, plain_minor_units};
pub use query::{RechargeQuery, RechargeSort, SortDirection, RECHARGE_SORT_FIELDS};
pub use record::{Decision, Recharge, RechargeStatus, RECHARGE_STATUSES};
pub use stats::{RechargeStats, StatsBucket};
