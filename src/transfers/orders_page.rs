//! `/w/:workspace/transfers`: a workspace's transfer orders, the workspace and page in the URL.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map, use_query_map};

use super::orders_list::{OrderSource, OrdersList};
use crate::app::use_app_state;
use crate::components::{FieldKind, FormField};
use crate::i18n::{use_i18n, TransferKey};
use crate::workspace::{use_area_path, workspace_options};

/// The workspace select (the route's workspace unless `?workspace=` names another) above that
/// workspace's orders. Choosing a workspace shows its first page.
#[component]
pub fn TransfersPage() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let params = use_params_map();
    let query = use_query_map();
    let navigate = use_navigate();
    let base = use_area_path("transfers");
    let target = Memo::new(move |_| {
        query
            .with(|q| q.get("workspace"))
            .filter(|w| !w.is_empty())
            .or_else(|| params.with(|p| p.get("workspace")))
            .unwrap_or_default()
    });
    let chosen = RwSignal::new(target.get_untracked());
    // Back and Forward move the select along with the address.
    Effect::new(move |_| chosen.set(target.get()));
    Effect::new(move |_| {
        let picked = chosen.get();
        if picked != target.get_untracked() {
            let mut url = format!("{}?workspace=", base());
            portal_api::paths::encode_segment(&picked, &mut url);
            navigate(&url, Default::default());
        }
    });
    let options = Signal::derive(move || {
        state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()))
    });
    let source = Signal::derive(move || OrderSource::Workspace(target.get()));

    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(TransferKey::Title)}</h1>
                <p class="muted">{move || i18n.t(TransferKey::Intro)}</p>
            </header>
            <div class="filters">
                <FormField
                    id="transfers-workspace"
                    label=TransferKey::Workspace
                    value=chosen
                    kind=FieldKind::Select
                    options
                />
            </div>
            <OrdersList source/>
        </div>
    }
}
