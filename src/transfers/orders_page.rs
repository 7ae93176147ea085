//! `/w/:workspace/transfers`: a workspace's transfer orders, the workspace and page in the URL.

use leptos::prelude::*;

use super::orders_list::{OrderSource, OrdersList};
use crate::components::{FieldKind, FormField, SavedFilters};
use crate::i18n::{use_i18n, TransferKey};
use crate::workspace::{use_workspace_choice, WorkspaceChoice};

/// The workspace select (the route's workspace unless `?workspace=` names another) above that
/// workspace's orders. Choosing a workspace shows its first page.
#[component]
pub fn TransfersPage() -> impl IntoView {
    let i18n = use_i18n();
    let WorkspaceChoice {
        target,
        chosen,
        options,
    } = use_workspace_choice("workspace");
    let source = Signal::derive(move || OrderSource::Workspace(target.get()));

    view! {
        <div class="page page--wide">
            <header class="page__header">
                <h1>{move || i18n.t(TransferKey::Title)}</h1>
                <p class="muted">{move || i18n.t(TransferKey::Intro)}</p>
            </header>
            <div class="filters filters--wide">
                <FormField
                    id="transfers-workspace"
                    label=TransferKey::Workspace
                    value=chosen
                    kind=FieldKind::Select
                    options
                />
            </div>
            <SavedFilters list="transfers"/>
            <OrdersList source/>
        </div>
    }
}
