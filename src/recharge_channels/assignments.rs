//! The workspaces a channel is assigned to, and assigning another.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::recharge_channels::{RechargeChannelAssignment, UserFeeModel};

use super::assign_form::AssignForm;
use crate::api::{self, ApiError};
use crate::components::{not_shown, EmptyState};
use crate::i18n::{use_i18n, RechargeChannelsKey};
use crate::lists::{Column, DataTable};
use crate::money::{choice_cell, user_fee_model_name};

fn columns() -> Vec<Column<RechargeChannelAssignment>> {
    vec![
        Column::new(
            RechargeChannelsKey::ColumnWorkspace,
            |a: &RechargeChannelAssignment| {
                a.workspace_name
                    .clone()
                    .or_else(|| a.workspace_biz_id.clone())
                    .into_any()
            },
        ),
        Column::new(
            RechargeChannelsKey::ColumnUserFee,
            |a: &RechargeChannelAssignment| {
                choice_cell(a.user_fee_model, |v| {
                    UserFeeModel::from_value(v).map(user_fee_model_name)
                })
            },
        ),
    ]
}

/// The assignments of channel `biz_id` (read again after each assignment) and the form that
/// adds one or changes who pays the fee.
#[component]
pub fn Assignments(
    /// The channel.
    biz_id: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let id = StoredValue::new(biz_id.clone());
    let loaded = RwSignal::new(None::<Result<Vec<RechargeChannelAssignment>, ApiError>>);
    let rows = RwSignal::new(Vec::new());
    let busy = RwSignal::new(false);
    let load = Callback::new(move |_| {
        busy.set(true);
        spawn_local(async move {
            let result = api::recharge_channels::assignments(&id.get_value()).await;
            rows.set(result.clone().unwrap_or_default());
            loaded.set(Some(result));
            busy.set(false);
        });
    });
    load.run(());
    let caption = Signal::derive(move || i18n.t(RechargeChannelsKey::AssignmentsTitle).to_owned());
    let list = move || match loaded.get() {
        None => not_shown(None, load),
        Some(Err(e)) => not_shown(Some(e), load),
        Some(Ok(list)) if list.is_empty() => view! {
            <EmptyState
                title=RechargeChannelsKey::NoAssignmentsTitle
                body=RechargeChannelsKey::NoAssignmentsBody
            />
        }
        .into_any(),
        Some(Ok(_)) => view! {
            <DataTable
                caption
                columns=columns()
                rows
                on_sort=Callback::new(|_| ())
                busy
            />
        }
        .into_any(),
    };

    view! {
        <section class="card" aria-labelledby="channel-assignments">
            <h2 id="channel-assignments" class="card__title">{move || caption.get()}</h2>
            {list}
            <AssignForm biz_id on_assigned=load/>
        </section>
    }
}
