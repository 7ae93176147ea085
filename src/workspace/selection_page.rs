//! `/workspaces`: choose the workspace for this tab.

use crate::components::{PageHeader, A};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use super::workspace_card::WorkspaceCard;
use crate::components::EmptyState;
use crate::i18n::{use_i18n, WorkspaceKey};
use crate::registry::workspace_path;
use crate::state::use_app_state;

/// Lists the account's workspaces; choosing one enters it in this tab.
#[component]
pub fn WorkspacesPage() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let choose = Callback::new(move |id: String| {
        state.select_workspace(Some(&id));
        navigate(&workspace_path(&id), Default::default());
    });
    let workspaces = move || state.workspaces.get().unwrap_or_default();

    view! {
        <div class="page page--narrow">
            <PageHeader title=WorkspaceKey::SelectTitle intro=WorkspaceKey::SelectIntro/>
            <Show
                when=move || !workspaces().is_empty()
                fallback=move || {
                    view! {
                        <EmptyState title=WorkspaceKey::NoWorkspaces body=WorkspaceKey::NoWorkspacesBody>
                            <A href="/onboarding" attr:class="btn btn--primary">
                                {move || i18n.t(WorkspaceKey::ViewInvitations)}
                            </A>
                        </EmptyState>
                    }
                }
            >
                <ul class="workspace-list">
                    <For
                        each=workspaces
                        key=|w| (w.biz_id.clone(), w.institution_name.clone())
                        let:workspace
                    >
                        {
                            let current = state.workspace.get_untracked().as_deref()
                                == Some(workspace.biz_id.as_str());
                            view! {
                                <li>
                                    <WorkspaceCard workspace current on_choose=choose/>
                                </li>
                            }
                        }
                    </For>
                </ul>
            </Show>
        </div>
    }
}
