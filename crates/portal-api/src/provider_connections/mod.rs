//! Provider connections (path segment `partner`): action bodies, their checks, and the few
//! record fields the portal reads (the contract shows none; `docs/sandbox-records.md`).

mod actions;
mod records;

pub use actions::{validate_card_action, validate_connection_action, CardAction, ConnectionAction};
pub use records::{AggregateBucket, ProviderRecord, TransactionAggregation};
