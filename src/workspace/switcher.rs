//! The header's workspace switcher: a labelled select of the account's workspaces.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use super::entry::workspace_path;
use crate::app::use_app_state;
use crate::i18n::{use_i18n, WorkspaceKey};

/// The same area of workspace `to` as the address `current` shows: `/w/a/transfers/t1` gives
/// `/w/b/transfers` (a record of one workspace is not in another, and filters may not fit), a
/// workspace's home or any other address gives `to`'s home.
fn switched_path(current: &str, to: &str) -> String {
    let home = workspace_path(to);
    let area = current
        .strip_prefix("/w/")
        .and_then(|rest| rest.split('/').nth(1))
        .filter(|area| !area.is_empty());
    match area {
        Some(area) => format!("{home}/{area}"),
        None => home,
    }
}

/// Switching sets this tab's workspace and opens the same area there (after asking, when the
/// page has unsaved changes). Hidden when there are none.
#[component]
pub fn WorkspaceSwitcher() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let location = use_location();
    let workspaces = move || state.workspaces.get().unwrap_or_default();

    let on_change = move |ev: leptos::ev::Event| {
        let id = event_target_value(&ev);
        if id.is_empty() {
            return;
        }
        let path = location
            .pathname
            .with_untracked(|here| switched_path(here, &id));
        // Unsaved changes: the page asks first, and the select shows where the tab still is.
        if crate::components::held_before(&path) {
            let here = state.workspace.get_untracked().unwrap_or_default();
            event_target::<web_sys::HtmlSelectElement>(&ev).set_value(&here);
            return;
        }
        state.select_workspace(Some(&id));
        navigate(&path, Default::default());
    };

    view! {
        <Show when=move || !workspaces().is_empty()>
            <div class="header-control app-header__workspace">
                <label class="header-control__label" for="workspace-switcher">
                    {move || i18n.t(WorkspaceKey::Workspace)}
                </label>
                <select
                    id="workspace-switcher"
                    class="header-control__select header-control__select--wide"
                    on:change=on_change.clone()
                >
                    <Show when=move || state.workspace.with(Option::is_none)>
                        <option value="" prop:selected=true>
                            {move || i18n.t(WorkspaceKey::ChooseWorkspace)}
                        </option>
                    </Show>
                    <For
                        each=workspaces
                        key=|w| (w.biz_id.clone(), w.institution_name.clone())
                        let:workspace
                    >
                        {
                            let id = workspace.biz_id.clone();
                            view! {
                                <option
                                    value=workspace.biz_id.clone()
                                    prop:selected=move || state.workspace.with(|w| w.as_deref() == Some(id.as_str()))
                                >
                                    {workspace.institution_name.clone()}
                                </option>
                            }
                        }
                    </For>
                </select>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::switched_path;

    #[test]
    fn keeps_the_area_and_drops_the_record() {
        assert_eq!(switched_path("/w/a/transfers", "b"), "/w/b/transfers");
        assert_eq!(switched_path("/w/a/roles/rol_1", "b"), "/w/b/roles");
        assert_eq!(
            switched_path("/w/a/tariffs/templates/t", "b"),
            "/w/b/tariffs"
        );
        assert_eq!(switched_path("/w/a", "b"), "/w/b");
        assert_eq!(switched_path("/w/a/", "b"), "/w/b");
        assert_eq!(switched_path("/workspaces", "b c"), "/w/b%20c");
    }
}
