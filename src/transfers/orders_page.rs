//! `/w/:workspace/transfers`: a workspace's transfer orders, the workspace and page in the URL.

use leptos::prelude::*;

use super::orders_list::{OrderSource, OrdersList};
use crate::components::PageHeader;
use crate::i18n::TransfersKey;
use crate::lists::{use_workspace_choice, WorkspaceChoiceField};

/// The workspace select (the route's workspace unless `?workspace=` names another) above that
/// workspace's orders. Choosing a workspace shows its first page.
#[component]
pub fn TransfersPage() -> impl IntoView {
    let choice = use_workspace_choice("workspace");
    let target = choice.target;
    let source = Signal::derive(move || OrderSource::Workspace(target.get()));

    view! {
        <div class="page page--wide">
            <PageHeader title=TransfersKey::Title intro=TransfersKey::Intro/>
            <WorkspaceChoiceField id="transfers-workspace" label=TransfersKey::Workspace choice/>
            <OrdersList source/>
        </div>
    }
}
