//! The queue's filter form: status and text, then currency, channel and creation dates, which
//! a phone folds behind a button that counts the ones in use.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::currency::CURRENCIES;
use portal_api::recharges::{RechargeQuery, RECHARGE_STATUSES};

use crate::api;
use crate::components::{focus_soon, Button, ButtonVariant};
use crate::forms::{date_unfinished, validate, FieldKind, FormField, SelectOption};
use crate::i18n::{localize_count, use_i18n, CommonKey, Message, RechargesKey};
use crate::recharges::display::status_key;

/// The date controls' ids.
const FROM_ID: &str = "filter-from";
const TO_ID: &str = "filter-to";

/// The longest search sent: a longer one is refused beside the field, not by the server.
const KEYWORD_MAX: usize = 100;

fn option(value: impl Into<String>, label: impl Into<String>) -> SelectOption {
    SelectOption {
        value: value.into(),
        label: label.into(),
    }
}

/// How many of the filters a phone folds away (currency, channel, dates) are applied.
fn folded_in_use(q: &RechargeQuery) -> usize {
    [
        q.currency.is_some(),
        q.channel_biz_id.is_some(),
        q.created_from.is_some(),
        q.created_to.is_some(),
    ]
    .into_iter()
    .filter(|set| *set)
    .count()
}

/// The workspace's recharge channels as choices (id, name), read once; without them the
/// channel filter still offers "Any channel" and the queue itself works.
pub fn use_channel_options() -> RwSignal<Vec<SelectOption>> {
    let channels = RwSignal::new(Vec::<SelectOption>::new());
    spawn_local(async move {
        if let Ok(list) = api::recharge_channels::all().await {
            channels.try_set(
                list.into_iter()
                    .map(|c| {
                        let label = c.channel_name.clone().unwrap_or_else(|| c.biz_id.clone());
                        option(c.biz_id, label)
                    })
                    .collect(),
            );
        }
    });
    channels
}

/// The form, filled from `query`; applying runs `on_apply` with the new query (first page,
/// same sort). The fields keep what was typed until applied or cleared.
#[component]
pub fn QueueFilters(
    /// The query shown.
    #[prop(into)]
    query: Signal<RechargeQuery>,
    /// Runs with the query to show.
    on_apply: Callback<RechargeQuery>,
    /// The channels to choose from ([`use_channel_options`]).
    channels: RwSignal<Vec<SelectOption>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let status = RwSignal::new(String::new());
    let currency = RwSignal::new(String::new());
    let channel = RwSignal::new(String::new());
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let keyword = RwSignal::new(String::new());
    let dates_error = RwSignal::new(None::<Message>);
    let to_error = RwSignal::new(None::<Message>);
    let keyword_error = RwSignal::new(None::<Message>);
    // Whether a phone shows the less-used filters; wider screens always show them.
    let more = RwSignal::new(false);

    // The fields follow the URL's filters (back/forward, a shared link); a new page, sort or
    // page size leaves what was typed and not yet applied.
    let applied = Memo::new(move |_| query.with(RechargeQuery::filters));
    crate::reactive::effect(move || {
        let q = applied.get();
        status.set(q.status.clone().unwrap_or_default());
        currency.set(q.currency.map(|c| c.to_string()).unwrap_or_default());
        channel.set(q.channel_biz_id.clone().unwrap_or_default());
        from.set(q.created_from.clone().unwrap_or_default());
        to.set(q.created_to.clone().unwrap_or_default());
        keyword.set(q.keyword.clone().unwrap_or_default());
        // An address with its days the wrong way round (an edited link) lists nothing: the
        // form says why, as when they are applied that way.
        let reversed = matches!((&q.created_from, &q.created_to), (Some(a), Some(b)) if a > b);
        dates_error.set(reversed.then(|| RechargesKey::DatesOutOfOrder.into()));
        if reversed {
            more.set(true);
        }
    });

    let status_options = Signal::derive(move || {
        let mut options = vec![option("", i18n.t(RechargesKey::AnyStatus))];
        options.extend(
            RECHARGE_STATUSES
                .iter()
                .map(|s| option(s.code(), i18n.t(status_key(*s)))),
        );
        options
    });
    let currency_options = Signal::derive(move || {
        let mut options = vec![option("", i18n.t(RechargesKey::AnyCurrency))];
        options.extend(
            CURRENCIES
                .iter()
                .map(|c| option(c.value.to_string(), c.code)),
        );
        options
    });
    let channel_options = Signal::derive(move || {
        let mut options = vec![option("", i18n.t(RechargesKey::AnyChannel))];
        options.extend(channels.get());
        options
    });

    let text = |s: RwSignal<String>| {
        let v = s.get_untracked().trim().to_owned();
        (!v.is_empty()).then_some(v)
    };
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        keyword_error.set(validate::max_len(
            keyword.get_untracked().trim(),
            KEYWORD_MAX,
        ));
        if keyword_error.with_untracked(Option::is_some) {
            focus_soon("filter-keyword");
            return;
        }
        let (created_from, created_to) = (text(from), text(to));
        // An unfinished date reads as none: filtering by no date would show every day.
        let unfinished = |id| date_unfinished(id).then(|| CommonKey::DateUnfinished.into());
        dates_error.set(unfinished(FROM_ID));
        to_error.set(unfinished(TO_ID));
        // ISO dates compare as text.
        if matches!((&created_from, &created_to), (Some(a), Some(b)) if a > b) {
            dates_error.set(Some(RechargesKey::DatesOutOfOrder.into()));
        }
        if dates_error.with_untracked(Option::is_some) || to_error.with_untracked(Option::is_some) {
            more.set(true);
            let first = if dates_error.with_untracked(Option::is_some) {
                FROM_ID
            } else {
                TO_ID
            };
            focus_soon(first);
            return;
        }
        on_apply.run(RechargeQuery {
            page: 0,
            size: query.with_untracked(|q| q.size),
            sort: query.with_untracked(|q| q.sort.clone()),
            status: text(status),
            currency: text(currency).and_then(|c| c.parse().ok()),
            channel_biz_id: text(channel),
            created_from,
            created_to,
            keyword: text(keyword),
            ..RechargeQuery::default()
        });
    };
    let clear = Callback::new(move |_| {
        dates_error.set(None);
        to_error.set(None);
        keyword_error.set(None);
        // Cleared from no filters the URL stays, so the fields are emptied here.
        for field in [status, currency, channel, from, to, keyword] {
            field.set(String::new());
        }
        on_apply.run(RechargeQuery {
            size: query.with_untracked(|q| q.size),
            sort: query.with_untracked(|q| q.sort.clone()),
            ..RechargeQuery::default()
        });
    });

    let more_label = move || match query.with(folded_in_use) {
        0 => i18n.t(RechargesKey::MoreFilters).to_owned(),
        n => i18n.tf(
            RechargesKey::MoreFiltersInUse,
            &[("count", &localize_count(n as u64))],
        ),
    };
    let more_class = move || {
        if more.get() {
            "filters__more filters__more--open"
        } else {
            "filters__more"
        }
    };

    view! {
        <form class="filters filters--queue" on:submit=submit novalidate aria-label=move || i18n.t(RechargesKey::Filters)>
            <FormField id="filter-status" label=RechargesKey::Status value=status kind=FieldKind::Select options=status_options/>
            <button
                type="button"
                class="btn btn--secondary filters__toggle"
                aria-expanded=move || more.get().to_string()
                aria-controls="queue-more-filters"
                on:click=move |_| more.update(|m| *m = !*m)
            >
                {more_label}
            </button>
            <div id="queue-more-filters" class=more_class>
                <FormField id="filter-currency" label=RechargesKey::Currency value=currency kind=FieldKind::Select options=currency_options/>
                <FormField id="filter-channel" label=RechargesKey::Channel value=channel kind=FieldKind::Select options=channel_options/>
                <FormField id=FROM_ID label=RechargesKey::CreatedFrom value=from kind=FieldKind::Date error=dates_error/>
                <FormField id=TO_ID label=RechargesKey::CreatedTo value=to kind=FieldKind::Date error=to_error/>
            </div>
            <FormField id="filter-keyword" label=RechargesKey::Search value=keyword kind=FieldKind::Search hint=Message::from(RechargesKey::SearchHint) error=keyword_error max_len=KEYWORD_MAX/>
            <div class="filters__actions">
                <Button label=RechargesKey::Apply submit=true/>
                <Button label=RechargesKey::Clear variant=ButtonVariant::Secondary on_click=clear/>
            </div>
        </form>
    }
}
