//! Confirm and Reject for one pending recharge, in the queue's rows and on its page.

use leptos::prelude::*;
use portal_api::recharges::Recharge;

use crate::components::ChangeAccess;
use crate::i18n::{use_i18n, RechargesKey};
use crate::registry::Area;

/// The two decisions; pressing one runs `on_decide` with the recharge and `true` to confirm.
/// `compact` draws small buttons whose accessible names carry the recharge's id, for rows.
/// Both are unavailable, with the reason as their title, while recharges cannot be decided here.
#[component]
pub fn DecisionButtons(
    /// The pending recharge.
    recharge: Recharge,
    /// Runs with the recharge and the decision.
    on_decide: Callback<(Recharge, bool)>,
    /// Small buttons named with the id, for a table row.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let size = if compact { " btn--small" } else { "" };
    let id = recharge.biz_id.clone();
    let name = move |key: RechargesKey| compact.then(|| format!("{} {}", i18n.t(key), id));
    let (confirm, reject) = (recharge.clone(), recharge);
    let changes = ChangeAccess::of(Area::Recharges);
    view! {
        <div class=if compact { "table__actions" } else { "form__actions" }>
            <button
                type="button"
                class=format!("btn btn--primary{size}")
                aria-label=name(RechargesKey::Confirm)
                disabled=move || changes.closed()
                title=move || changes.title()
                on:click=move |_| on_decide.run((confirm.clone(), true))
            >
                {move || i18n.t(RechargesKey::Confirm)}
            </button>
            <button
                type="button"
                class=format!("btn btn--danger{size}")
                aria-label=name(RechargesKey::Reject)
                disabled=move || changes.closed()
                title=move || changes.title()
                on:click=move |_| on_decide.run((reject.clone(), false))
            >
                {move || i18n.t(RechargesKey::Reject)}
            </button>
        </div>
    }
}
