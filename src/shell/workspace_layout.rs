//! The frame of `/w/:workspace/...`: keeps this tab's workspace in step with the address.

use leptos::prelude::*;
use leptos_router::components::Outlet;
use leptos_router::hooks::use_params_map;

use super::workspace_not_found::WorkspaceNotFound;
use super::AppLayout;
use crate::records::ArrivalNotice;
use crate::state::use_app_state;

/// Selects the workspace named in the address (so requests carry it) and shows the page,
/// drawn anew when the workspace changes, or says the workspace is not available to this
/// account.
#[component]
pub fn WorkspaceLayout() -> impl IntoView {
    let state = use_app_state();
    let params = use_params_map();
    let id = Memo::new(move |_| params.with(|p| p.get("workspace").unwrap_or_default()));
    let known = Memo::new(move |_| state.find_workspace(&id.get()).is_some());

    move || {
        if known.get() {
            // Drawn anew for each workspace: a page the switch keeps (the same list in the
            // next workspace) would otherwise go on showing what it read in the last one.
            let page = move || {
                // Selected before the page's first request: requests carry X-Workspace-Id
                // from storage. (An address naming an unknown one is about to be refused.)
                let id = id.get();
                if known.get_untracked() {
                    state.select_workspace(Some(&id));
                }
                view! {
                    <ArrivalNotice/>
                    <Outlet/>
                }
            };
            view! {
                <AppLayout nav=true>
                    {page}
                </AppLayout>
            }
            .into_any()
        } else {
            view! {
                <AppLayout>
                    <WorkspaceNotFound/>
                </AppLayout>
            }
            .into_any()
        }
    }
}
