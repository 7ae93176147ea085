//! A selection belongs to the filters it was made under: other filters clear it, saying so.

use leptos::prelude::*;
use portal_api::recharges::RechargeQuery;

use crate::i18n::{Message, RechargesKey};
use crate::recharges::section::use_selection_filters;
use crate::recharges::selection::model::Selection;

/// Clears `selection` when the queue's filters (not its page or order) become other than
/// those it was made under, also when the queue is opened again under other ones (a saved
/// filter, a link): "Confirm selected" must only ever decide what the filters shown select.
/// The notice it gives says so until something is selected again.
pub fn use_selection_scope(
    query: Signal<RechargeQuery>,
    selection: RwSignal<Selection>,
) -> Signal<Option<Message>> {
    let made_under = use_selection_filters();
    let cleared = RwSignal::new(false);
    let filters = Memo::new(move |_| query.with(RechargeQuery::filters));
    crate::reactive::effect(move || {
        let now = filters.get();
        let before = made_under.get_value();
        made_under.set_value(Some(now.clone()));
        let other = before.is_some_and(|before| before != now);
        if other && selection.with_untracked(|s| !s.is_empty()) {
            selection.set(Selection::default());
            cleared.set(true);
        }
    });
    crate::reactive::effect(move || {
        if selection.with(|s| !s.is_empty()) && cleared.get_untracked() {
            cleared.set(false);
        }
    });
    Signal::derive(move || cleared.get().then(|| RechargesKey::SelectionCleared.into()))
}
