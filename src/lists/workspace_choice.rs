//! A workspace chosen by a select and kept in the address's query, defaulting to the route's.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::workspace_options;
use crate::forms::SelectOption;
use crate::lists::use_url_query;
use crate::state::{use_app_state, AppState};

/// The workspace a page shows (`target`, from `?param=` or else the route's workspace), the
/// select's value (`chosen`) and its choices. Choosing another workspace puts it in the
/// address (its first page); Back and Forward move the select along with the address.
///
/// Only the platform's own workspace (type `SERVICE`) sees into others: a request names its
/// workspace (`X-Workspace-Id`), and from any other one the server shows that workspace's
/// records alone, so another would only look empty. There the choices are the open
/// workspace alone (pages leave the select out) and the address cannot name another.
#[derive(Clone, Copy)]
pub struct WorkspaceChoice {
    /// The workspace the address names.
    pub target: Memo<String>,
    /// The select's value.
    pub chosen: RwSignal<String>,
    /// The workspaces this one can look into: every one the account can enter from the
    /// service workspace, else this one alone.
    pub options: Signal<Vec<SelectOption>>,
}

impl WorkspaceChoice {
    /// Whether there is another workspace to choose, so the select is worth showing.
    pub fn offers_others(&self) -> bool {
        self.options.with(|o| o.len() > 1)
    }
}

/// Whether `workspace` is the platform's own, which sees into the others.
fn sees_others(state: AppState, workspace: &str) -> bool {
    state
        .find_workspace(workspace)
        .is_some_and(|w| w.institution_type.code().eq_ignore_ascii_case("SERVICE"))
}

/// The workspace the route names.
fn use_open_workspace() -> Memo<String> {
    let params = use_params_map();
    Memo::new(move |_| params.with(|p| p.get("workspace")).unwrap_or_default())
}

/// Whether the open workspace sees into the others (see [`WorkspaceChoice`]), so a page may
/// offer them.
pub fn use_sees_others() -> Memo<bool> {
    let state = use_app_state();
    let open = use_open_workspace();
    Memo::new(move |_| sees_others(state, &open.get()))
}

/// The choice kept in the query parameter `param` of the current page.
pub fn use_workspace_choice(param: &'static str) -> WorkspaceChoice {
    let state = use_app_state();
    let url = use_url_query();
    let open = use_open_workspace();
    let across = use_sees_others();
    let target = Memo::new(move |_| {
        url.value(param)
            .filter(|_| across.get())
            .unwrap_or_else(|| open.get())
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
        let (here, across) = (open.get(), across.get());
        let mut options = state
            .workspaces
            .with(|w| workspace_options(w.as_deref().unwrap_or_default()));
        options.retain(|o| across || o.value == here);
        options
    });
    WorkspaceChoice {
        target,
        chosen,
        options,
    }
}
