//! `/w/:workspace/recharges/:recharge`: every field of one recharge, and its decision.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_params_map;
use portal_api::recharges::Recharge;
use serde_json::Value;

use crate::api;
use crate::components::{focus_soon, ChangeAccess, EnumBadge, Fetched, PageHeader, A};
use crate::i18n::{use_i18n, RechargesKey};
use crate::money::{show_amounts, show_choices};
use crate::recharges::decision_buttons::DecisionButtons;
use crate::recharges::decisions_chunk::{self, decision_dialog};
use crate::recharges::display::amount_text;
use crate::recharges::section::{
    first_new_pending, next_pending, use_last_opened, use_queue_order, use_queue_selection,
    QueueOrder,
};
use crate::records::RecordView;
use crate::registry::{record_path, use_area_path, Area};

const NEXT_ID: &str = "next-pending";

/// The record through the generic record view (the contract does not show a recharge's
/// fields), with Confirm and Reject while it is pending, and a link on to the next pending
/// recharge of the queue's page it was opened from (focused once this one is decided).
#[component]
pub fn RechargePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let biz_id = move || params.with(|p| p.get("recharge").unwrap_or_default());
    let queue = use_area_path(Area::Recharges);
    let last_opened = use_last_opened();
    crate::reactive::effect(move || last_opened.set_value(Some(biz_id())));
    decisions_chunk::fetch_when_idle();
    let record = Fetched::new(move || {
        let id = biz_id();
        async move { api::recharges::record(&id).await }
    });
    let deciding = RwSignal::new(None::<(Recharge, bool)>);
    let selection = use_queue_selection();
    let order = use_queue_order();
    let next = RwSignal::new(None::<String>);
    // The next pending recharge of the queue's page; after its last, what moved up into the
    // page as others were decided, or the first of the page after.
    crate::reactive::effect(move || {
        let current = biz_id();
        let known = order.get_value();
        next.set(next_pending(&known.ids, &current));
        let last = known.ids.last() == Some(&current);
        let Some(query) = known.query.filter(|_| last) else {
            return;
        };
        spawn_local(async move {
            for page in [query.page, query.page + 1] {
                let q = query.on_page(page);
                let Ok(read) = api::recharges::list(&q).await else {
                    return;
                };
                if let Some(found) = first_new_pending(&read.items, &known.ids, &current) {
                    // The page read becomes the order, so the next one leads on from it.
                    order.set_value(QueueOrder::of_page(&read.items, Some(q)));
                    // Still on this recharge's page: not left, nor moved on to another.
                    let shown = params.try_with_untracked(|p| p.get("recharge")).flatten();
                    if shown == Some(current) {
                        next.set(Some(found));
                    }
                    return;
                }
                if page + 1 >= read.total_pages {
                    return;
                }
            }
        });
    });
    let on_decided = Callback::new(move |decided: Recharge| {
        selection.update(|s| s.retain(|id| id != decided.biz_id));
        record.refetch();
        focus_soon(NEXT_ID);
    });
    let next_link = move || {
        next.get().map(|id| {
            view! {
                <A href=record_path(&queue(), &id) attr:id=NEXT_ID attr:class="btn btn--secondary">
                    {move || i18n.t(RechargesKey::NextPending)}
                    " "
                    <span class="recharge-next__id">{id.clone()}</span>
                </A>
            }
        })
    };

    let content = record.show(move |mut map| {
        let recharge: Option<Recharge> = serde_json::from_value(Value::Object(map.clone())).ok();
        show_amounts(&mut map, &[("amount", "currency")]);
        show_choices(&mut map, i18n);
        let decide = Callback::new(move |target| deciding.set(Some(target)));
        let summary = recharge.as_ref().map(|r| {
            let status = r.status.clone().map(|value| view! { <EnumBadge value/> });
            view! {
                <p class="recharge-summary">
                    <span class="recharge-summary__amount">{amount_text(r)}</span>
                    {status}
                    <span class="muted">{r.payer.clone()}</span>
                </p>
            }
        });
        let actions = recharge.filter(Recharge::is_pending).map(|recharge| {
            view! { <DecisionButtons recharge on_decide=decide/> }
        });
        view! {
            {summary}
            {actions}
            <section class="card">
                <RecordView record=map/>
            </section>
        }
        .into_any()
    });

    view! {
        <div class="page">
            <PageHeader
                back=(queue, RechargesKey::BackToQueue)
                title=Signal::derive(move || i18n.tf(RechargesKey::DetailTitle, &[("id", &biz_id())]))
                aside=next_link
                changes=ChangeAccess::of(Area::Recharges)
            />
            {content}
            {decision_dialog(deciding, on_decided)}
        </div>
    }
}
