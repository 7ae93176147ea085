//! Shown for a workspace address the account cannot enter.

use crate::components::{PageHeader, A};
use leptos::prelude::*;

use crate::i18n::{use_i18n, WorkspaceKey};

/// "Workspace not available", with a way to choose another.
#[component]
pub fn WorkspaceNotFound() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="page page--narrow">
            <PageHeader title=WorkspaceKey::NotFoundTitle intro=WorkspaceKey::NotFoundBody/>
            <A href="/workspaces" attr:class="btn btn--primary">
                {move || i18n.t(WorkspaceKey::ChooseWorkspace)}
            </A>
        </div>
    }
}
