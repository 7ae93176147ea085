//! A workspace chosen by a select and kept in the address's query, defaulting to the route's.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map, use_query_map};

use super::{use_area_path, workspace_options};
use crate::app::use_app_state;
use crate::components::SelectOption;

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

/// The choice for the list at `area`, kept in the query parameter `param`.
pub fn use_workspace_choice(area: &'static str, param: &'static str) -> WorkspaceChoice {
    let state = use_app_state();
    let params = use_params_map();
    let query = use_query_map();
    let navigate = use_navigate();
    let base = use_area_path(area);
    let target = Memo::new(move |_| {
        query
            .with(|q| q.get(param))
            .filter(|w| !w.is_empty())
            .or_else(|| params.with(|p| p.get("workspace")))
            .unwrap_or_default()
    });
    let chosen = RwSignal::new(target.get_untracked());
    Effect::new(move |_| chosen.set(target.get()));
    Effect::new(move |_| {
        let picked = chosen.get();
        if picked != target.get_untracked() {
            let mut url = format!("{}?{param}=", base());
            portal_api::paths::encode_segment(&picked, &mut url);
            navigate(&url, Default::default());
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
