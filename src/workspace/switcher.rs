//! The header's workspace switcher: a menu of the account's workspaces under the open one's name.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use crate::components::focus_by_id;
use crate::components::{MenuButton, MenuParts};
use crate::i18n::{use_i18n, WorkspaceKey};
use crate::registry::workspace_path;
use crate::state::use_app_state;

const BUTTON_ID: &str = "workspace-switcher";
const LABEL_ID: &str = "workspace-switcher-label";
/// The button is named by its label and the workspace it shows: "Workspace Acme Payments".
const LABELLED_BY: &str = "workspace-switcher-label workspace-switcher";

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

/// The workspace's name as a menu button, with the account's workspaces as choices (a menu
/// rather than a select, whose arrow keys would switch at once). Choosing one sets this tab's
/// workspace and opens the same area there (after asking, when the page has unsaved changes).
/// Hidden when there are none.
#[component]
pub fn WorkspaceSwitcher() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let location = use_location();
    let open = RwSignal::new(false);
    let workspaces = move || state.workspaces.get().unwrap_or_default();
    let current_name = move || {
        let id = state.workspace.get()?;
        state.find_workspace(&id).map(|w| w.institution_name)
    };

    let switch_to = Callback::new(move |id: String| {
        focus_by_id(BUTTON_ID);
        if state
            .workspace
            .with_untracked(|w| w.as_deref() == Some(id.as_str()))
        {
            return;
        }
        let path = location
            .pathname
            .with_untracked(|here| switched_path(here, &id));
        // Unsaved changes: the page asks first, and goes there if told to leave.
        if crate::forms::held_before(&path) {
            return;
        }
        state.select_workspace(Some(&id));
        navigate(&path, Default::default());
    });

    let parts = MenuParts {
        button_id: BUTTON_ID,
        menu_id: "workspace-menu",
        class: "workspace-menu",
        button_class: "header-control__select header-control__select--wide workspace-menu__button",
        panel_class: "workspace-menu__panel",
        labelled_by: Some(LABELLED_BY),
    };
    view! {
        <Show when=move || !workspaces().is_empty()>
            <div class="header-control app-header__workspace">
                <span class="header-control__label" id=LABEL_ID>
                    {move || i18n.t(WorkspaceKey::Workspace)}
                </span>
                <MenuButton
                    parts
                    open
                    button=move || view! {
                        <span class="workspace-menu__name">
                            {move || current_name().unwrap_or_else(|| i18n.t(WorkspaceKey::ChooseWorkspace).to_owned())}
                        </span>
                        <Chevron/>
                    }
                >
                    <For
                        each=workspaces
                        key=|w| (w.biz_id.clone(), w.institution_name.clone())
                        let:workspace
                    >
                        {
                            let id = workspace.biz_id.clone();
                            let chosen = {
                                let id = id.clone();
                                move || state.workspace.with(|w| w.as_deref() == Some(id.as_str()))
                            };
                            view! {
                                <button
                                    type="button"
                                    role="menuitemradio"
                                    tabindex="-1"
                                    class="menu-button__item"
                                    aria-checked=move || if chosen() { "true" } else { "false" }
                                    on:click=move |_| switch_to.run(id.clone())
                                >
                                    {workspace.institution_name.clone()}
                                </button>
                            }
                        }
                    </For>
                </MenuButton>
            </div>
        </Show>
    }
}

/// The down arrow of a button that opens a list.
#[component]
fn Chevron() -> impl IntoView {
    view! {
        <svg class="workspace-menu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5"/>
        </svg>
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
