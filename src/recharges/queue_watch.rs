//! Recharges arriving while the queue is open: the workspace's order count is read again now
//! and then, and what arrived is offered ("Show the latest"), never pushed in under the cursor.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharges::RechargeStats;

use crate::api::{self, ApiError};
use crate::components::Fetched;
use crate::config::config;
use crate::web::activity;

/// How many orders arrived: the count read now over the count read with the rows shown.
fn arrived(shown: u64, now: u64) -> Option<u64> {
    (now > shown).then(|| now - shown)
}

/// What the queue knows of recharges that arrived.
#[derive(Clone, Copy)]
pub struct Arrivals {
    /// How many arrived since the rows shown were read, if any.
    pub count: Signal<Option<u64>>,
    /// Marks what has arrived so far as seen (the first page was read again).
    pub seen: Callback<()>,
}

/// Reads the workspace's order count every `queueWatchSeconds` (`0` turns it off), only while
/// the tab is shown and its person was active lately: a queue left open neither loads the
/// server nor keeps an idle session alive. Orders are counted against the later of `shown`
/// (the stats read with the rows) and the count when the first page was last read: orders are
/// never removed, and a decision does not change their number.
pub fn use_arrivals(shown: Fetched<Result<RechargeStats, ApiError>>) -> Arrivals {
    let latest = RwSignal::new(None::<u64>);
    let seen_at = RwSignal::new(None::<u64>);
    let every = config().queue_watch_seconds;
    if every > 0 {
        let reading = StoredValue::new(false);
        let tick = move || {
            let lately = config().idle_timeout_seconds.max(every * 2);
            if reading.get_value() || document().hidden() || !activity::active_within(lately) {
                return;
            }
            reading.set_value(true);
            spawn_local(async move {
                // A failed read says nothing: the next one may answer.
                if let Ok(stats) = api::recharges::stats().await {
                    latest.try_set(Some(stats.total_orders));
                }
                reading.try_set_value(false);
            });
        };
        let handle = set_interval_with_handle(tick, Duration::from_secs(every)).ok();
        on_cleanup(move || {
            if let Some(handle) = handle {
                handle.clear();
            }
        });
    }
    let count = Signal::derive(move || {
        let shown = shown.with(|s| {
            s.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map(|s| s.total_orders)
        })?;
        arrived(shown.max(seen_at.get().unwrap_or(0)), latest.get()?)
    });
    let seen = Callback::new(move |_| seen_at.set(latest.get_untracked()));
    Arrivals { count, seen }
}

#[cfg(test)]
mod tests {
    use super::arrived;

    #[test]
    fn only_more_orders_than_shown_have_arrived() {
        assert_eq!(arrived(10, 13), Some(3));
        assert_eq!(arrived(10, 10), None);
        // Read before the rows were read again: nothing to offer.
        assert_eq!(arrived(13, 10), None);
    }
}
