//! `/`: decides where a signed-in person goes.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

use super::entry::{choose_entry, entry_path, Entry};
use crate::components::LoadingState;
use crate::state::use_app_state;

/// Enters the remembered workspace, the home institution, selection or onboarding (the
/// account and workspaces are loaded by the guard around it).
#[component]
pub fn EntryPage() -> impl IntoView {
    let state = use_app_state();
    let navigate = use_navigate();
    crate::reactive::effect(move || {
        let remembered = state.workspace.get_untracked();
        let home = state
            .account
            .with_untracked(|a| a.as_ref().and_then(|a| a.institution_biz_id.clone()));
        let ids: Vec<String> = state
            .workspaces
            .with_untracked(|list| list.iter().flatten().map(|w| w.biz_id.clone()).collect());
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        let entry = choose_entry(remembered.as_deref(), home.as_deref(), &ids);
        match &entry {
            Entry::Workspace(id) => state.select_workspace(Some(id)),
            _ => state.select_workspace(None),
        }
        navigate(
            &entry_path(&entry),
            NavigateOptions {
                replace: true,
                ..Default::default()
            },
        );
    });
    view! { <LoadingState/> }
}
