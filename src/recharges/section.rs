//! The recharges section: the queue and a recharge's page share one selection, so opening a
//! recharge to check it and coming back keeps what was selected, and the keys' place.

use leptos::prelude::*;
use leptos_router::components::Outlet;
use leptos_router::hooks::use_params_map;
use portal_api::recharges::{Recharge, RechargeQuery};

use crate::forms::{keep_with_forms, take_kept};
use crate::recharges::selection::model::Selection;

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

/// The filters the queue showed last, which its selection was made under.
#[derive(Clone, Copy)]
pub struct SelectionFilters(pub StoredValue<Option<RechargeQuery>>);

/// The filters the selection was made under (see [`SelectionFilters`]).
pub fn use_selection_filters() -> StoredValue<Option<RechargeQuery>> {
    use_context::<SelectionFilters>()
        .map(|f| f.0)
        .unwrap_or_else(|| StoredValue::new(None))
}

/// The recharge shown last by the section (see [`LastOpened`]).
pub fn use_last_opened() -> StoredValue<Option<String>> {
    use_context::<LastOpened>()
        .map(|l| l.0)
        .unwrap_or_else(|| StoredValue::new(None))
}

/// The pending recharges of the queue's page last shown, in its order, and the query (as sent)
/// that read them, so a recharge's page can lead on to the next one without going back, past
/// the end of the page too.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct QueueOrder {
    /// Pending recharges, in the page's order.
    pub ids: Vec<String>,
    /// The query that read the page.
    pub query: Option<RechargeQuery>,
}

impl QueueOrder {
    /// The pending recharges of `page`, in its order, read with `query`.
    pub fn of_page(page: &[Recharge], query: Option<RechargeQuery>) -> Self {
        let pending = page.iter().filter(|r| r.is_pending());
        Self {
            ids: pending.map(|r| r.biz_id.clone()).collect(),
            query,
        }
    }
}

/// The queue's order shared by the section's pages (see [`QueueOrder`]).
pub fn use_queue_order() -> StoredValue<QueueOrder> {
    use_context::<StoredValue<QueueOrder>>()
        .unwrap_or_else(|| StoredValue::new(QueueOrder::default()))
}

/// The pending recharge after `current` in `order`.
pub fn next_pending(order: &[String], current: &str) -> Option<String> {
    let at = order.iter().position(|id| id == current)?;
    order.get(at + 1).cloned()
}

/// The first pending recharge of `page` that is neither `current` nor one of `known` (the
/// page as it was read before): what moved up into the page as others were decided, or the
/// first of the page after.
pub fn first_new_pending<'a>(
    page: impl IntoIterator<Item = &'a Recharge>,
    known: &[String],
    current: &str,
) -> Option<String> {
    page.into_iter()
        .filter(|r| r.is_pending() && r.biz_id != current)
        .map(|r| r.biz_id.clone())
        .find(|id| !known.contains(id))
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
    provide_context(SelectionFilters(StoredValue::new(None)));
    provide_context(LastOpened(StoredValue::new(None)));
    provide_context(StoredValue::new(QueueOrder::default()));
    provide_context(crate::recharges::remarks::Remarks::load());
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
    use super::{first_new_pending, next_pending};
    use portal_api::recharges::Recharge;

    fn recharge(id: &str, status: &str) -> Recharge {
        serde_json::from_value(serde_json::json!({"bizId": id, "status": status})).unwrap()
    }

    #[test]
    fn past_the_page_the_next_is_the_first_pending_not_seen() {
        let known = ["a", "b", "c"].map(String::from);
        // Re-read after a and b were decided: d and e moved up into the page.
        let page = [
            recharge("c", "PENDING"),
            recharge("d", "PENDING"),
            recharge("e", "PENDING"),
        ];
        assert_eq!(first_new_pending(&page, &known, "c").as_deref(), Some("d"));
        // Nothing new: the page after is read next.
        let same = [recharge("b", "PENDING"), recharge("c", "PENDING")];
        assert_eq!(first_new_pending(&same, &known, "c"), None);
        let decided = [recharge("x", "CONFIRMED"), recharge("y", "PENDING")];
        assert_eq!(
            first_new_pending(&decided, &known, "c").as_deref(),
            Some("y")
        );
    }

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
