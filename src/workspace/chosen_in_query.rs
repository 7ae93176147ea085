//! A workspace chosen by a select and kept in the address's query, defaulting to the route's.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::workspace_options;
use crate::app::use_app_state;
use crate::components::{use_url_query, SelectOption};

/// The workspace a page shows (`target`, from `?param=` or else the route's workspace), the
/// select's value (`chosen`) and its choices. Choosing another workspace puts it in the
/// address (its first page); Back and Forward move the select along with the address.
pub struct WorkspaceChoice {
    /// The workspace the address names.
    pub target: Memo<String>,
    /// The select's value.
    pub chosen: RwSignal<String>,
    /// Every workspace the account can enter.
    pub options: Signal<Vec<SelectOption>>,
}

/// The choice kept in the query parameter `param` of the current page.
pub fn use_workspace_choice(param: &'static str) -> WorkspaceChoice {
    let state = use_app_state();
    let params = use_params_map();
    let url = use_url_query();
    let target = Memo::new(move |_| {
        url.value(param)
            .or_else(|| params.with(|p| p.get("workspace")))
            .unwrap_or_default()
    });
    let chosen = RwSignal::new(target.get_untracked());
    crate::reactive::effect(move || chosen.set(target.get()));
    crate::reactive::effect(move || {
        let picked = chosen.get();
        if picked != target.get_untracked() {
            url.set(&[(param, &picked)]);
        }
    });
    let options = Signal::derive(move || {
        state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()))
    });
    WorkspaceChoice {
        target,
        chosen,
        options,
    }
}
