//! The auth guard around every app route: a session, then the loaded account and workspaces.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_location, use_navigate};
use leptos_router::NavigateOptions;

use portal_api::Locale;

use crate::api::{self, ApiError};
use crate::components::{ErrorView, LoadingState};
use crate::i18n::{use_i18n, I18n};
use crate::state::{use_app_state, AppState};
use crate::web::{location_path, sign_in_path};

/// On a device where no language was chosen, the portal speaks the account's (chosen when
/// it registered) rather than the browser's, and remembers it as this device's choice. A
/// language the portal does not offer, or one it cannot load, leaves things as they are.
async fn speak_the_accounts_language(state: AppState, i18n: I18n) {
    if crate::web::locale::locale_chosen() {
        return;
    }
    let language = state.account.with_untracked(|a| {
        a.as_ref()
            .and_then(|a| a.default_language.as_deref())
            .and_then(Locale::from_tag)
    });
    if let Some(language) = language.filter(|l| *l != i18n.ui_locale_untracked()) {
        let _ = i18n.switch_to(language).await;
    }
}

/// Shows `children` only to a signed-in user whose account and workspaces are loaded. A tab
/// opened without a session first joins one another tab of this browser holds; failing that,
/// the person goes to `/sign-in?return=<this path>` and lands back here after signing in.
#[component]
pub fn RequireAuth(children: ChildrenFn) -> impl IntoView {
    let signed_in = RwSignal::new(api::session::is_signed_in());
    if !signed_in.get_untracked() {
        let target = sign_in_path(&location_path(&use_location()), None);
        let navigate = use_navigate();
        spawn_local(async move {
            if api::tab_sync::join_open_session().await {
                crate::auth::first_view::dismiss();
                signed_in.set(true);
                return;
            }
            // Replace, so that Back does not return to a page that bounces again.
            navigate(
                &target,
                NavigateOptions {
                    replace: true,
                    ..Default::default()
                },
            );
        });
    }
    move || {
        if signed_in.get() {
            loaded_account(children.clone())
        } else {
            view! { <LoadingState/> }.into_any()
        }
    }
}

/// `children` once the signed-in account and its workspaces are loaded.
fn loaded_account(children: ChildrenFn) -> AnyView {
    let state = use_app_state();
    let i18n = use_i18n();
    let error = RwSignal::new(None::<ApiError>);
    let load = move || {
        error.set(None);
        spawn_local(async move {
            // A refused session is handled by the signed-out hook, which leaves this page.
            match AppState::read().await {
                Err(e) if e != ApiError::SignedOut => error.set(Some(e)),
                Err(_) => {}
                Ok((account, workspaces)) => {
                    // Before the account shows: forms kept by someone else never come back.
                    crate::forms::forget_kept_forms_of_others(&account.biz_id);
                    state.set_loaded(account, workspaces);
                    speak_the_accounts_language(state, i18n).await;
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
