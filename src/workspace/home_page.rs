//! `/w/:workspace`: what needs attention in the workspace, its overview and its areas.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::attention::AttentionPanel;
use crate::components::{format_timestamp, EnumBadge, PageHeader};
use crate::i18n::{use_i18n, CommonKey, ShellKey, WorkspaceKey};
use crate::registry::workspace_path;
use crate::state::use_app_state;

/// What needs attention, then name, type, status and description of the workspace, then links
/// to its areas.
#[component]
pub fn WorkspaceHome() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let params = use_params_map();
    let workspace = Memo::new(move |_| {
        let id = params.with(|p| p.get("workspace").unwrap_or_default());
        state.find_workspace(&id)
    });
    let time_zone = move || state.time_zone();
    let several = move || {
        state
            .workspaces
            .with(|w| w.as_ref().is_some_and(|w| w.len() > 1))
    };

    move || {
        workspace.get().map(|ws| {
            let base = workspace_path(&ws.biz_id);
            let created = ws.created_at.clone();
            view! {
                <div class="page">
                    <PageHeader
                        eyebrow=WorkspaceKey::Overview
                        title=Signal::stored(ws.institution_name.clone())
                    >
                        {ws
                            .institution_description
                            .clone()
                            .filter(|d| !d.trim().is_empty())
                            .map(|d| view! { <p class="muted">{d}</p> })}
                    </PageHeader>
                    <AttentionPanel base=base.clone()/>
                    <section class="card" aria-labelledby="workspace-details">
                        <h2 id="workspace-details" class="card__title">
                            {move || i18n.t(WorkspaceKey::Details)}
                        </h2>
                        <dl class="details">
                            <div class="details__row">
                                <dt>{move || i18n.t(WorkspaceKey::Type)}</dt>
                                <dd><EnumBadge value=ws.institution_type.clone()/></dd>
                            </div>
                            <div class="details__row">
                                <dt>{move || i18n.t(WorkspaceKey::Status)}</dt>
                                <dd><EnumBadge value=ws.institution_status.clone()/></dd>
                            </div>
                            <div class="details__row">
                                <dt>{move || i18n.t(WorkspaceKey::Created)}</dt>
                                <dd>
                                    {move || match &created {
                                        Some(at) => format_timestamp(at, time_zone().as_deref(), i18n.ui_locale().tag()),
                                        None => i18n.t(CommonKey::NotSet).to_owned(),
                                    }}
                                </dd>
                            </div>
                            <div class="details__row">
                                <dt>{move || i18n.t(WorkspaceKey::Id)}</dt>
                                <dd><code>{ws.biz_id.clone()}</code></dd>
                            </div>
                        </dl>
                    </section>
                    <section class="section" aria-labelledby="workspace-areas">
                        <h2 id="workspace-areas" class="section__title">
                            {move || i18n.t(WorkspaceKey::Areas)}
                        </h2>
                        <ul class="area-grid">
                            <li>
                                <A href=format!("{base}/profile") attr:class="area-card">
                                    <span class="area-card__title">{move || i18n.t(ShellKey::NavProfile)}</span>
                                    <span class="area-card__body">{move || i18n.t(WorkspaceKey::ProfileArea)}</span>
                                </A>
                            </li>
                            <li>
                                <A href=format!("{base}/invitations") attr:class="area-card">
                                    <span class="area-card__title">{move || i18n.t(ShellKey::NavInvitations)}</span>
                                    <span class="area-card__body">{move || i18n.t(WorkspaceKey::InvitationsArea)}</span>
                                </A>
                            </li>
                            <Show when=several>
                                <li>
                                    <A href="/workspaces" attr:class="area-card">
                                        <span class="area-card__title">{move || i18n.t(WorkspaceKey::SwitchWorkspace)}</span>
                                        <span class="area-card__body">{move || i18n.t(WorkspaceKey::SwitchArea)}</span>
                                    </A>
                                </li>
                            </Show>
                        </ul>
                    </section>
                </div>
            }
        })
    }
}
