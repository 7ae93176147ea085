//! The recharge queue: the filtered list, one recharge's page, and the operator's decisions.

mod decision_dialog;
mod detail_page;
mod display;
mod queue_columns;
mod queue_filters;
mod queue_page;

pub use detail_page::RechargePage;
pub use queue_page::RechargeQueuePage;
