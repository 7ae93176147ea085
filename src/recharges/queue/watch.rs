//! Recharges arriving while the queue is open: offered ("Show the latest"), never pushed in.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharges::RechargeStats;

use crate::api::{self, ApiError};
use crate::components::{Fetched, Notice, NoticeAction};
use crate::config::config;
use crate::i18n::{localize_count, Message, RechargesKey};
use crate::web::activity;

/// How many orders arrived: the count read now over the count when the first page was read.
fn arrived(seen: u64, now: u64) -> Option<u64> {
    (now > seen).then(|| now - seen)
}

/// Runs `tick` every `queueWatchSeconds` (`0` never) while the person used the portal lately,
/// until the calling owner (the page) is gone: a page left open neither loads the server nor
/// keeps an idle session alive. The queue's arrivals and the workspace's home follow it.
pub fn on_watch(tick: impl Fn() + 'static) {
    let every = config().queue_watch_seconds;
    if every == 0 {
        return;
    }
    let lately = move || config().idle_timeout_seconds.max(every * 2);
    let checked = move || {
        if activity::active_within(lately()) {
            tick();
        }
    };
    let handle = set_interval_with_handle(checked, Duration::from_secs(every)).ok();
    on_cleanup(move || {
        if let Some(handle) = handle {
            handle.clear();
        }
    });
}

/// What the queue knows of recharges that arrived.
#[derive(Clone, Copy)]
pub struct Arrivals {
    /// How many arrived since the first page was read, if any.
    pub count: Memo<Option<u64>>,
    /// Marks what has arrived so far as seen (the first page was read again).
    pub seen: Callback<()>,
}

/// Reads the workspace's order count every `queueWatchSeconds` (`0` turns it off), in a
/// background tab too (its title says the count), but only while the person used the portal
/// lately: a queue left open neither loads the server nor keeps an idle session alive. Orders
/// are never removed and a decision does not change their number, so the count over the one
/// when the first page was read (at first the panel's `stats`, read with the rows) is what
/// arrived; later reads of the panel's stats (after decisions) must not move that mark, or
/// arrivals would be hidden by deciding.
pub fn use_arrivals(stats: Fetched<Result<RechargeStats, ApiError>>) -> Arrivals {
    let latest = RwSignal::new(None::<u64>);
    let mark = RwSignal::new(None::<u64>);
    crate::reactive::effect(move || {
        let total = stats.with(|s| {
            s.as_ref()
                .and_then(|r| r.as_ref().ok())
                .map(|s| s.total_orders)
        });
        if let (Some(total), None) = (total, mark.get_untracked()) {
            mark.set(Some(total));
        }
    });
    let reading = StoredValue::new(false);
    on_watch(move || {
        if reading.get_value() {
            return;
        }
        reading.set_value(true);
        spawn_local(async move {
            // A failed read says nothing: the next one may answer.
            if let Ok(stats) = api::recharges::stats().await {
                let now = Some(stats.total_orders);
                if latest.try_get_untracked().is_some_and(|l| l != now) {
                    latest.set(now);
                }
            }
            reading.try_set_value(false);
        });
    });
    let count = Memo::new(move |_| arrived(mark.get()?, latest.get()?));
    let seen = Callback::new(move |_| {
        if let Some(now) = latest.get_untracked() {
            mark.set(Some(now.max(mark.get_untracked().unwrap_or(0))));
        }
    });
    Arrivals { count, seen }
}

/// "N new recharges have arrived" with "Show the latest", which runs `show`.
#[component]
pub fn ArrivalsNotice(arrivals: Arrivals, show: Callback<()>) -> impl IntoView {
    let message = Signal::derive(move || {
        arrivals
            .count
            .get()
            .map(|n| Message::with(RechargesKey::Arrived, &[("count", localize_count(n))]))
    });
    let action = NoticeAction {
        label: RechargesKey::ShowLatest.into(),
        run: show,
    };
    view! { <Notice message action/> }
}

#[cfg(test)]
mod tests {
    use super::arrived;

    #[test]
    fn only_more_orders_than_seen_have_arrived() {
        assert_eq!(arrived(10, 13), Some(3));
        assert_eq!(arrived(10, 10), None);
        // Read before the first page was read again: nothing to offer.
        assert_eq!(arrived(13, 10), None);
    }
}
