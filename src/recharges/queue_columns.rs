//! The queue's columns: recharge, payer, amount, status, channel, created, actions.

use leptos::prelude::*;
use leptos_router::components::A;
use portal_api::recharges::Recharge;

use super::display::{amount_text, local_time};
use crate::components::{Column, EnumBadge};
use crate::i18n::{use_i18n, RechargeKey};

/// The columns; `href` links a recharge's page, `decide` opens the decision dialog
/// (`true` confirms) and is offered only on pending rows.
pub fn columns(
    href: impl Fn(&str) -> String + Send + Sync + 'static,
    decide: Callback<(Recharge, bool)>,
) -> Vec<Column<Recharge>> {
    let i18n = use_i18n();
    vec![
        Column::new(RechargeKey::ColumnRecharge, move |r: &Recharge| {
            let (link, text) = (href(&r.biz_id), r.biz_id.clone());
            view! { <A href=link attr:class="table__link">{text}</A> }.into_any()
        }),
        Column::new(RechargeKey::ColumnPayer, |r: &Recharge| {
            r.payer.clone().unwrap_or_default().into_any()
        }),
        Column::new(RechargeKey::ColumnAmount, |r: &Recharge| {
            amount_text(r).into_any()
        })
        .sorted_by("amount")
        .numeric(),
        Column::new(RechargeKey::ColumnStatus, |r: &Recharge| {
            r.status
                .clone()
                .map(|status| view! { <EnumBadge value=status/> })
                .into_any()
        })
        .sorted_by("status"),
        Column::new(RechargeKey::ColumnChannel, |r: &Recharge| {
            r.channel_name
                .clone()
                .or_else(|| r.channel_biz_id.clone())
                .unwrap_or_default()
                .into_any()
        }),
        Column::new(RechargeKey::ColumnCreated, |r: &Recharge| {
            r.created_at.clone().map(local_time).into_any()
        })
        .sorted_by("createdAt"),
        Column::new(RechargeKey::ColumnActions, move |r: &Recharge| {
            if !r.is_pending() {
                return ().into_any();
            }
            let (confirm, reject) = (r.clone(), r.clone());
            let label = |key: RechargeKey, id: &str| format!("{} {id}", i18n.t(key));
            view! {
                <div class="table__actions">
                    <button
                        type="button"
                        class="btn btn--small btn--primary"
                        aria-label=label(RechargeKey::Confirm, &r.biz_id)
                        on:click=move |_| decide.run((confirm.clone(), true))
                    >
                        {move || i18n.t(RechargeKey::Confirm)}
                    </button>
                    <button
                        type="button"
                        class="btn btn--small btn--danger"
                        aria-label=label(RechargeKey::Reject, &r.biz_id)
                        on:click=move |_| decide.run((reject.clone(), false))
                    >
                        {move || i18n.t(RechargeKey::Reject)}
                    </button>
                </div>
            }
            .into_any()
        }),
    ]
}
