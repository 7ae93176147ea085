//! The recharge queue: the filtered list, one recharge's page, and the operator's decisions.

mod batch;
mod batch_dialog;
mod batch_report;
mod decision_buttons;
mod decision_dialog;
mod detail_page;
mod display;
mod page_size;
mod queue_address;
mod queue_columns;
mod queue_filters;
mod queue_keys;
mod queue_page;
mod queue_watch;
mod section;
mod select_all;
mod selection;
mod selection_bar;
mod selection_scope;
mod stats_panel;
mod zone_days;

pub use detail_page::RechargePage;
pub use queue_page::RechargeQueuePage;
pub use section::RechargesSection;
