//! The queue's columns: choice, recharge, payer, amount, status, channel, created, actions.

use crate::components::A;
use leptos::prelude::*;
use portal_api::recharges::Recharge;

use crate::components::{EnumBadge, LocalTime};
use crate::i18n::{use_i18n, RechargesKey};
use crate::lists::Column;
use crate::recharges::decision_buttons::DecisionButtons;
use crate::recharges::display::amount_text;
use crate::recharges::selection::model::Selection;
use crate::records::RecordLink;
use crate::registry::RecordKind;

/// What the columns need from the page.
pub struct QueueColumns<H> {
    /// The address of a recharge's page.
    pub href: H,
    /// Opens the decision dialog (`true` confirms); offered on pending rows.
    pub decide: Callback<(Recharge, bool)>,
    /// The chosen recharges.
    pub selection: RwSignal<Selection>,
    /// The rows of this page, for the header's "choose this page" box.
    pub rows: RwSignal<Vec<Recharge>>,
}

fn choice_column(
    selection: RwSignal<Selection>,
    rows: RwSignal<Vec<Recharge>>,
) -> Column<Recharge> {
    let i18n = use_i18n();
    let page_state = Memo::new(move |_| rows.with(|rows| selection.with(|s| s.rows_state(rows))));
    Column::new(RechargesKey::SelectPage, move |r: &Recharge| {
        if !r.is_pending() {
            return ().into_any();
        }
        let row = r.clone();
        let id = r.biz_id.clone();
        let checked = {
            let id = id.clone();
            move || selection.with(|s| s.contains(&id))
        };
        view! {
            <input
                type="checkbox"
                class="table__check"
                aria-label=move || i18n.tf(RechargesKey::SelectOne, &[("id", &id)])
                prop:checked=checked
                on:change=move |_| selection.update(|s| s.toggle(&row))
            />
        }
        .into_any()
    })
    .header_cell(move || {
        view! {
            <input
                type="checkbox"
                class="table__check"
                aria-label=move || i18n.t(RechargesKey::SelectPage)
                prop:checked=move || page_state.get().0
                prop:indeterminate=move || { let (all, some) = page_state.get(); some && !all }
                on:change=move |_| {
                    let all = page_state.get_untracked().0;
                    rows.with_untracked(|rows| selection.update(|s| s.set_rows(rows, !all)));
                }
            />
        }
        .into_any()
    })
}

/// The columns of the queue.
pub fn columns(
    page: QueueColumns<impl Fn(&str) -> String + Send + Sync + 'static>,
) -> Vec<Column<Recharge>> {
    let QueueColumns {
        href,
        decide,
        selection,
        rows,
    } = page;
    vec![
        choice_column(selection, rows),
        Column::new(RechargesKey::ColumnRecharge, move |r: &Recharge| {
            let (link, text) = (href(&r.biz_id), r.biz_id.clone());
            view! { <A href=link attr:class="table__link">{text}</A> }.into_any()
        }),
        Column::new(RechargesKey::ColumnPayer, |r: &Recharge| {
            r.payer.clone().unwrap_or_default().into_any()
        }),
        Column::new(RechargesKey::ColumnAmount, |r: &Recharge| {
            amount_text(r).into_any()
        })
        .sorted_by("amount")
        .numeric()
        .amount(|r: &Recharge| Some((r.amount?, r.currency_code()?.to_owned()))),
        Column::new(RechargesKey::ColumnStatus, |r: &Recharge| {
            r.status
                .clone()
                .map(|status| view! { <EnumBadge value=status/> })
                .into_any()
        })
        .sorted_by("status"),
        Column::new(RechargesKey::ColumnChannel, |r: &Recharge| {
            let name = r.channel_name.clone().filter(|n| !n.trim().is_empty());
            match r.channel_biz_id.clone() {
                Some(id) => {
                    let text = name.unwrap_or_else(|| id.clone());
                    view! { <RecordLink kind=RecordKind::RechargeChannel id text/> }.into_any()
                }
                None => name.unwrap_or_default().into_any(),
            }
        }),
        Column::new(RechargesKey::ColumnCreated, |r: &Recharge| {
            r.created_at
                .clone()
                .map(|iso| view! { <LocalTime iso/> })
                .into_any()
        })
        .sorted_by("createdAt"),
        Column::new(RechargesKey::ColumnActions, move |r: &Recharge| {
            if !r.is_pending() {
                return ().into_any();
            }
            view! { <DecisionButtons recharge=r.clone() on_decide=decide compact=true/> }.into_any()
        })
        .actions(),
    ]
}
