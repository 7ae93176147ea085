//! `/w/:workspace/recharges/:recharge`: every field of one recharge, and its decision.

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;
use portal_api::recharges::Recharge;
use serde_json::Value;

use super::decision_dialog::DecisionDialog;
use crate::api;
use crate::components::{ErrorView, LoadingState, RecordView};
use crate::i18n::{use_i18n, RechargeKey};
use crate::workspace::workspace_path;

/// The record through the generic record view (the contract does not show a recharge's
/// fields), with Confirm and Reject while it is pending.
#[component]
pub fn RechargePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let biz_id = move || params.with(|p| p.get("recharge").unwrap_or_default());
    let queue = move || {
        format!(
            "{}/recharges",
            workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()))
        )
    };
    let record = LocalResource::new(move || {
        let id = biz_id();
        async move { api::recharges::record(&id).await }
    });
    let deciding = RwSignal::new(None::<(Recharge, bool)>);
    let on_decided = Callback::new(move |_| record.refetch());

    let content = move || {
        record.get().map(|result| match result {
            Err(e) => view! { <ErrorView error=e retry=Callback::new(move |_| record.refetch())/> }.into_any(),
            Ok(map) => {
                let recharge: Option<Recharge> =
                    serde_json::from_value(Value::Object(map.clone())).ok();
                let actions = recharge.filter(Recharge::is_pending).map(|r| {
                    let (confirm, reject) = (r.clone(), r);
                    view! {
                        <div class="form__actions">
                            <button type="button" class="btn btn--primary" on:click=move |_| deciding.set(Some((confirm.clone(), true)))>
                                {move || i18n.t(RechargeKey::Confirm)}
                            </button>
                            <button type="button" class="btn btn--danger" on:click=move |_| deciding.set(Some((reject.clone(), false)))>
                                {move || i18n.t(RechargeKey::Reject)}
                            </button>
                        </div>
                    }
                });
                view! {
                    {actions}
                    <section class="card">
                        <RecordView record=map/>
                    </section>
                }
                .into_any()
            }
        })
    };

    view! {
        <div class="page">
            <header class="page__header">
                <A href=queue attr:class="back-link">{move || i18n.t(RechargeKey::BackToQueue)}</A>
                <h1>{move || i18n.tf(RechargeKey::DetailTitle, &[("id", &biz_id())])}</h1>
            </header>
            {move || content().unwrap_or_else(|| view! { <LoadingState/> }.into_any())}
            <DecisionDialog target=deciding on_decided/>
        </div>
    }
}
