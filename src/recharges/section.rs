//! The recharges section: the queue and a recharge's page share one selection, so opening a
//! recharge to check it and coming back keeps what was selected, and the keys' place.

use leptos::prelude::*;
use leptos_router::components::Outlet;
use leptos_router::hooks::use_params_map;

use super::selection::Selection;
use crate::components::{keep_with_forms, take_kept};

/// The selection of the current workspace's queue.
#[derive(Clone, Copy)]
pub struct QueueSelection(pub RwSignal<Selection>);

/// The selection shared by the section's pages.
pub fn use_queue_selection() -> RwSignal<Selection> {
    use_context::<QueueSelection>()
        .map(|s| s.0)
        .unwrap_or_else(|| RwSignal::new(Selection::default()))
}

/// The recharge whose page was shown last, for the queue to carry on from its row.
#[derive(Clone, Copy)]
pub struct LastOpened(pub StoredValue<Option<String>>);

/// The recharge shown last by the section (see [`LastOpened`]).
pub fn use_last_opened() -> StoredValue<Option<String>> {
    use_context::<LastOpened>()
        .map(|l| l.0)
        .unwrap_or_else(|| StoredValue::new(None))
}

/// The pending recharges of the queue's page last shown, in its order, so a recharge's page
/// can lead on to the next one without going back.
#[derive(Clone, Copy)]
pub struct QueueOrder(pub StoredValue<Vec<String>>);

/// The queue's order shared by the section's pages (see [`QueueOrder`]).
pub fn use_queue_order() -> StoredValue<Vec<String>> {
    use_context::<QueueOrder>()
        .map(|o| o.0)
        .unwrap_or_else(|| StoredValue::new(Vec::new()))
}

/// The pending recharge after `current` in `order`.
pub fn next_pending(order: &[String], current: &str) -> Option<String> {
    let at = order.iter().position(|id| id == current)?;
    order.get(at + 1).cloned()
}

/// The name the selection is kept under when the session ends.
const KEPT_SELECTION: &str = "queue-selection";

/// Holds the selection for its child routes; another workspace starts with none.
#[component]
pub fn RechargesSection() -> impl IntoView {
    // A selection kept when the session ended on this page comes back after signing in again.
    let kept = take_kept(KEPT_SELECTION).map(Selection::from_kept);
    let selection = RwSignal::new(kept.unwrap_or_default());
    keep_with_forms(KEPT_SELECTION, move || {
        selection.try_with_untracked(Selection::to_kept).flatten()
    });
    provide_context(QueueSelection(selection));
    provide_context(LastOpened(StoredValue::new(None)));
    provide_context(QueueOrder(StoredValue::new(Vec::new())));
    let params = use_params_map();
    let workspace = Memo::new(move |_| params.with(|p| p.get("workspace")));
    Effect::new(move |previous: Option<Option<String>>| {
        let now = workspace.get();
        if previous.is_some_and(|p| p != now) {
            selection.set(Selection::default());
        }
        now
    });
    view! { <Outlet/> }
}

#[cfg(test)]
mod tests {
    use super::next_pending;

    #[test]
    fn the_next_pending_one_follows_in_the_queue_s_order() {
        let order = ["a", "b", "c"].map(String::from);
        assert_eq!(next_pending(&order, "a").as_deref(), Some("b"));
        assert_eq!(next_pending(&order, "b").as_deref(), Some("c"));
        assert_eq!(next_pending(&order, "c"), None);
        // Opened from elsewhere (a link): no next.
        assert_eq!(next_pending(&order, "z"), None);
    }
}
