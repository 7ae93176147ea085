//! The bar above the queue: what is selected, "select all N matching", and the batch actions.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharges::RechargeQuery;

use crate::api::ApiError;
use crate::components::{in_zone, use_zone};
use crate::components::{Button, ButtonVariant, ChangeAccess, ErrorView};
use crate::i18n::{localize_count, use_i18n, RechargesKey};
use crate::recharges::selection::model::Selection;
use crate::recharges::selection::select_all::{can_match_pending, pending_matching};
use crate::registry::Area;

/// Shows the selection's count and total, offers to select every pending recharge matching
/// the filters, and opens the batch dialog (`on_batch` with `true` to confirm). The batch
/// actions are disabled while nothing is selected, so an empty batch is never sent.
#[component]
pub fn SelectionBar(
    /// The selected recharges.
    selection: RwSignal<Selection>,
    /// The queue's filters.
    #[prop(into)]
    query: Signal<RechargeQuery>,
    /// How many recharges match the filters.
    #[prop(into)]
    matching: Signal<u64>,
    /// Opens the batch dialog.
    on_batch: Callback<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let progress = RwSignal::new(None::<(u64, u64)>);
    let outcome = RwSignal::new(None::<(usize, u64)>);
    let error = RwSignal::new(None::<ApiError>);
    let busy = Signal::derive(move || progress.with(Option::is_some));
    let empty = Signal::derive(move || selection.with(Selection::is_empty));
    let changes = ChangeAccess::of(Area::Recharges);
    let zone = use_zone();
    // The note on "select all" speaks of the selection it made: any change after that (a row
    // unticked, a batch) makes it wrong, so it goes.
    let noting = StoredValue::new(false);
    crate::reactive::effect(move || {
        selection.track();
        if noting.get_value() {
            noting.set_value(false);
        } else {
            outcome.set(None);
        }
    });

    let select_all = Callback::new(move |_| {
        if busy.get_untracked() {
            return;
        }
        let q = in_zone(&query.get_untracked(), zone.get_untracked().as_deref());
        let count = matching.get_untracked();
        error.set(None);
        outcome.set(None);
        progress.set(Some((0, count)));
        spawn_local(async move {
            let result = pending_matching(&q, |done, of| progress.set(Some((done, of)))).await;
            progress.set(None);
            match result {
                Ok(found) => {
                    noting.set_value(true);
                    // Exactly what matches now, as the note says: not added to an older pick.
                    let mut matching = Selection::default();
                    matching.set_rows(&found, true);
                    selection.set(matching);
                    outcome.set(Some((found.len(), count)));
                }
                Err(e) => error.set(Some(e)),
            }
        });
    });
    let summary = move || {
        selection.with(|s| {
            i18n.tf(
                RechargesKey::SelectedSummary,
                &[
                    ("count", &localize_count(s.len() as u64)),
                    ("total", &s.totals_text()),
                ],
            )
        })
    };
    let offer_all = move || query.with(can_match_pending) && matching.get() > 0;

    view! {
        <div class="selection-bar" role="group" aria-label=move || i18n.t(RechargesKey::SelectionLabel)>
            <p class="selection-bar__summary" aria-live="polite">
                {move || (!empty.get()).then(|| view! { <span>{summary}</span> })}
                {move || progress.get().map(|(done, of)| i18n.tf(
                    RechargesKey::SelectingMatching,
                    &[("done", &localize_count(done)), ("count", &localize_count(of))],
                ))}
                {move || outcome.get().map(|(count, of)| view! {
                    <span class="selection-bar__note">
                        {i18n.tf(
                            RechargesKey::SelectedMatching,
                            &[("count", &localize_count(count as u64)), ("matching", &localize_count(of))],
                        )}
                    </span>
                })}
            </p>
            <ErrorView error/>
            <div class="selection-bar__actions">
                {move || offer_all().then(|| {
                    // Only a Pending filter makes the count the number that will be selected.
                    let label = if query.with(|q| q.status.is_some()) {
                        i18n.tf(RechargesKey::SelectAllMatching, &[("count", &localize_count(matching.get()))])
                    } else {
                        i18n.t(RechargesKey::SelectAllPendingMatching).to_owned()
                    };
                    view! {
                        <button
                            type="button"
                            class="btn btn--ghost selection-bar__all"
                            disabled=busy
                            on:click=move |_| select_all.run(())
                        >
                            {label}
                        </button>
                    }
                })}
                <Button
                    label=RechargesKey::ConfirmSelected
                    disabled=empty
                    changes
                    on_click=Callback::new(move |_| on_batch.run(true))
                />
                <Button
                    label=RechargesKey::RejectSelected
                    variant=ButtonVariant::Danger
                    disabled=empty
                    changes
                    on_click=Callback::new(move |_| on_batch.run(false))
                />
                <Button
                    label=RechargesKey::ClearSelection
                    variant=ButtonVariant::Secondary
                    disabled=empty
                    on_click=Callback::new(move |_| {
                        outcome.set(None);
                        selection.set(Selection::default());
                    })
                />
            </div>
        </div>
    }
}
