//! The queue's filters folded to one line: the button that folds them, and what is in use.

use leptos::prelude::*;
use portal_api::currency;
use portal_api::recharges::{RechargeQuery, RechargeStatus};

use crate::forms::SelectOption;
use crate::i18n::{use_i18n, I18n, RechargesKey};
use crate::recharges::display::status_key;

/// The id of what the line folds.
pub const FOLDED_ID: &str = "queue-filter-panel";

/// "Status: Pending", "Currency: USD", … for each filter `q` applies, in the form's order; a
/// channel reads by its name when `channels` has it, a code the portal does not know as sent.
fn active_filters(q: &RechargeQuery, channels: &[SelectOption], i18n: I18n) -> Vec<String> {
    let named = |key: RechargesKey, value: String| format!("{}: {value}", i18n.t(key));
    let status = q
        .status
        .as_ref()
        .map(|code| match RechargeStatus::from_code(code) {
            Some(s) => i18n.t(status_key(s)).to_owned(),
            None => code.clone(),
        });
    let currency = q.currency.map(|value| {
        currency::by_value(value).map_or_else(|| value.to_string(), |c| c.code.to_owned())
    });
    let channel = q.channel_biz_id.as_ref().map(|id| {
        channels
            .iter()
            .find(|c| c.value == *id)
            .map_or_else(|| id.clone(), |c| c.label.clone())
    });
    [
        (RechargesKey::Status, status),
        (RechargesKey::Currency, currency),
        (RechargesKey::Channel, channel),
        (RechargesKey::CreatedFrom, q.created_from.clone()),
        (RechargesKey::CreatedTo, q.created_to.clone()),
        (
            RechargesKey::Search,
            q.keyword.as_ref().map(|k| format!("“{k}”")),
        ),
    ]
    .into_iter()
    .filter_map(|(key, value)| value.map(|v| named(key, v)))
    .collect()
}

/// "Filters": folds or unfolds the filter form and the saved filters.
#[component]
pub fn FiltersFold(
    /// Whether the form is folded.
    folded: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <button
            type="button"
            class="btn btn--secondary btn--small queue__fold"
            aria-expanded=move || (!folded.get()).to_string()
            aria-controls=FOLDED_ID
            on:click=move |_| folded.update(|f| *f = !*f)
        >
            {move || i18n.t(RechargesKey::Filters)}
        </button>
    }
}

/// While the form is folded, the one line in its place naming the filters in use.
#[component]
pub fn ActiveFilters(
    /// The query shown.
    #[prop(into)]
    query: Signal<RechargeQuery>,
    /// The channels, to name a channel filter.
    channels: RwSignal<Vec<SelectOption>>,
    /// Whether the form is folded.
    folded: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let summary = move || {
        let active = channels.with(|c| query.with(|q| active_filters(q, c, i18n)));
        if active.is_empty() {
            i18n.t(RechargesKey::FiltersNone).to_owned()
        } else {
            i18n.tf(
                RechargesKey::FiltersActive,
                &[("filters", &active.join(" · "))],
            )
        }
    };
    view! {
        <p class="queue__active" hidden=move || !folded.get()>{summary}</p>
    }
}
