//! The auth guard around every app route: a session, then the loaded account and workspaces.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_location, use_navigate};
use leptos_router::NavigateOptions;

use super::{location_path, sign_in_path, use_app_state};
use crate::api::{self, ApiError};
use crate::components::{ErrorView, LoadingState};

/// Shows `children` only to a signed-in user whose account and workspaces are loaded; anyone
/// else goes to `/sign-in?return=<this path>`.
#[component]
pub fn RequireAuth(children: ChildrenFn) -> impl IntoView {
    let state = use_app_state();

    if !api::session::is_signed_in() {
        let target = sign_in_path(&location_path(&use_location()), None);
        let navigate = use_navigate();
        // Replace, so that Back does not return to a page that bounces again.
        request_animation_frame(move || {
            navigate(
                &target,
                NavigateOptions {
                    replace: true,
                    ..Default::default()
                },
            )
        });
        return view! { <LoadingState/> }.into_any();
    }

    let error = RwSignal::new(None::<ApiError>);
    let load = move || {
        error.set(None);
        spawn_local(async move {
            // A refused session is handled by the signed-out hook, which leaves this page.
            if let Err(e) = state.load().await {
                if e != ApiError::SignedOut {
                    error.set(Some(e));
                }
            }
        });
    };
    if !state.is_loaded_untracked() {
        load();
    }
    // A memo, so that reloading the account later does not rebuild the page below.
    let ready = Memo::new(move |_| state.is_loaded());

    view! {
        {move || {
            if let Some(e) = error.get() {
                view! { <ErrorView error=e retry=Callback::new(move |_| load())/> }.into_any()
            } else if ready.get() {
                children().into_any()
            } else {
                view! { <LoadingState/> }.into_any()
            }
        }}
    }
    .into_any()
}
