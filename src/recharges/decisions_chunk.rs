//! The decisions' dialogs (one recharge's, a batch's) come in a chunk of their own,
//! `recharge_decisions`, fetched once the page is there: the queue draws its rows without them.

use leptos::prelude::*;
use portal_api::recharges::Recharge;

use crate::recharges::batch::decide::BatchReport;
use crate::recharges::selection::model::Selection;

/// What a decision dialog is drawn with (see `DecisionDialog`).
type DecisionArgs = (RwSignal<Option<(Recharge, bool)>>, Callback<Recharge>);

/// What a batch dialog is drawn with (see `BatchDialog`).
type BatchArgs = (
    RwSignal<Option<bool>>,
    RwSignal<Selection>,
    Callback<BatchReport>,
);

/// One recharge's decision dialog (`DecisionDialog`): open while `target` holds a recharge.
pub fn decision_dialog(
    target: RwSignal<Option<(Recharge, bool)>>,
    on_decided: Callback<Recharge>,
) -> AnyView {
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    {
        use crate::i18n::RechargesKey;
        let title = Signal::derive(move || {
            let confirming = target.with(|t| matches!(t, Some((_, true))));
            if confirming {
                RechargesKey::ConfirmTitle
            } else {
                RechargesKey::RejectTitle
            }
            .into()
        });
        crate::components::chunk_dialog(
            || Box::pin(split::decision()),
            move |draw| draw((target, on_decided)),
            RechargesKey::DecisionNotLoaded.into(),
            crate::components::DialogFrame {
                open: Signal::derive(move || target.with(Option::is_some)),
                on_close: Callback::new(move |()| target.set(None)),
                id: crate::recharges::decision_dialog::DIALOG_ID,
                title,
                heading: MaybeProp::default(),
                at_once: crate::forms::is_kept_here(crate::recharges::decision_dialog::DIALOG_ID),
            },
        )
    }
    #[cfg(not(any(portal_split, not(target_family = "wasm"))))]
    split::draw_decision((target, on_decided))
}

/// The batch decision's dialog (`BatchDialog`): open while `target` holds the decision.
pub fn batch_dialog(
    target: RwSignal<Option<bool>>,
    selection: RwSignal<Selection>,
    on_done: Callback<BatchReport>,
) -> AnyView {
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    {
        use crate::i18n::{localize_count, use_i18n, RechargesKey};
        let i18n = use_i18n();
        let key = move || {
            if target.get().unwrap_or(true) {
                RechargesKey::BatchConfirmTitle
            } else {
                RechargesKey::BatchRejectTitle
            }
        };
        let count = move || localize_count(selection.with(Selection::len) as u64);
        crate::components::chunk_dialog(
            || Box::pin(split::batch()),
            move |draw| draw((target, selection, on_done)),
            RechargesKey::DecisionNotLoaded.into(),
            crate::components::DialogFrame {
                open: Signal::derive(move || target.with(Option::is_some)),
                on_close: Callback::new(move |()| target.set(None)),
                id: crate::recharges::batch::dialog::DIALOG_ID,
                title: Signal::derive(move || key().into()),
                heading: MaybeProp::derive(move || Some(i18n.tf(key(), &[("count", &count())]))),
                at_once: crate::forms::is_kept_here(crate::recharges::batch::dialog::DIALOG_ID),
            },
        )
    }
    #[cfg(not(any(portal_split, not(target_family = "wasm"))))]
    split::draw_batch((target, selection, on_done))
}

/// Fetches the dialogs' chunk once the browser is idle and the requests sent are answered (as
/// the areas' chunks fetched ahead wait), so that a first decision finds it there without it
/// slowing the page's reads: asked by the queue once its rows are there, and by a recharge's
/// page. (Here, not in the area's fetching ahead, which is in the main module.)
pub fn fetch_when_idle() {
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    request_idle_callback(|| {
        leptos::task::spawn_local(async {
            crate::registry::after_answers(crate::api::all_answered).await;
            let _ = split::decision().await;
        })
    });
}

/// The chunk's split points, and what they hand back.
mod split {
    use leptos::prelude::*;

    use super::{BatchArgs, DecisionArgs};
    use crate::recharges::batch::dialog::BatchDialog;
    use crate::recharges::decision_dialog::DecisionDialog;

    pub fn draw_decision((target, on_decided): DecisionArgs) -> AnyView {
        view! { <DecisionDialog target on_decided/> }.into_any()
    }

    pub fn draw_batch((target, selection, on_done): BatchArgs) -> AnyView {
        view! { <BatchDialog target selection on_done/> }.into_any()
    }

    /// Draws one recharge's decision dialog.
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    #[leptos::wasm_split::wasm_split(recharge_decisions, wasm_split_path = ::leptos::wasm_split, fallible)]
    pub fn decision() -> Result<fn(DecisionArgs) -> AnyView, crate::components::SplitLoaderError> {
        Ok(draw_decision)
    }

    /// Draws the batch dialog.
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    #[leptos::wasm_split::wasm_split(recharge_decisions, wasm_split_path = ::leptos::wasm_split, fallible)]
    pub fn batch() -> Result<fn(BatchArgs) -> AnyView, crate::components::SplitLoaderError> {
        Ok(draw_batch)
    }
}
