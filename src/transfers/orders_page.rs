//! `/w/:workspace/transfers`: a workspace's transfer orders, the workspace and page in the URL.

use leptos::prelude::*;

use super::orders_list::{OrderSource, OrdersList};
use crate::components::{FieldKind, FormField, PageHeader, SavedFilters};
use crate::i18n::TransferKey;
use crate::workspace::{use_workspace_choice, WorkspaceChoice};

/// The workspace select (the route's workspace unless `?workspace=` names another) above that
/// workspace's orders. Choosing a workspace shows its first page.
#[component]
pub fn TransfersPage() -> impl IntoView {
    let choice = use_workspace_choice("workspace");
    let WorkspaceChoice {
        target,
        chosen,
        options,
    } = choice;
    let source = Signal::derive(move || OrderSource::Workspace(target.get()));

    view! {
        <div class="page page--wide">
            <PageHeader title=TransferKey::Title intro=TransferKey::Intro/>
            <Show when=move || choice.offers_others()>
                <div class="filters filters--wide">
                    <FormField
                        id="transfers-workspace"
                        label=TransferKey::Workspace
                        value=chosen
                        kind=FieldKind::Select
                        options
                    />
                </div>
            </Show>
            <SavedFilters list="transfers"/>
            <OrdersList source/>
        </div>
    }
}
