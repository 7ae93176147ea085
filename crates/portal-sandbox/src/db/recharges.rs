//! Recharge orders: the stored row, the queue's listing, decisions and stats.

mod decide;
mod list;
mod row;
mod stats;

pub use decide::{decide_many, decide_one, Refusal, Verdict};
pub use list::{list, Filter, Sort, SortKey};
pub use row::{by_biz_id, insert_all, RechargeRow};
pub use stats::{groups, Group};
