//! One workspace as a choosable card: name, description, type and status.

use leptos::prelude::*;
use portal_api::institutions::Institution;

use crate::components::EnumBadge;
use crate::i18n::{use_i18n, WorkspaceKey};

/// A button showing a workspace; `on_choose` runs when it is chosen.
#[component]
pub fn WorkspaceCard(
    /// The workspace.
    workspace: Institution,
    /// Marks the tab's current workspace.
    current: bool,
    /// Runs with the workspace id.
    on_choose: Callback<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let id = workspace.biz_id.clone();
    let description = workspace
        .institution_description
        .clone()
        .filter(|d| !d.trim().is_empty());
    view! {
        <button
            type="button"
            class="workspace-card"
            aria-current=current.then_some("true")
            on:click=move |_| on_choose.run(id.clone())
        >
            <span class="workspace-card__name">{workspace.institution_name.clone()}</span>
            {description.map(|d| view! { <span class="workspace-card__description">{d}</span> })}
            <span class="workspace-card__badges">
                <EnumBadge value=workspace.institution_type.clone()/>
                <EnumBadge value=workspace.institution_status.clone()/>
                {current
                    .then(|| {
                        view! {
                            <span class="badge badge--accent">
                                {move || i18n.t(WorkspaceKey::Current)}
                            </span>
                        }
                    })}
            </span>
        </button>
    }
}
