//! The app root: context providers, the theme, the router and its routes.

/// A page as a plain function pointer: every route then has the same view type, so the
/// router's per-route code is compiled once instead of once per page.
macro_rules! page {
    ($page:ident) => {{
        let draw: fn() -> AnyView = || $page().into_any();
        draw
    }};
}

/// An area's page as a route's view: `lazy_page!(chunk, module::Page)`. In a split build
/// (`--cfg portal_split`, scripts/build.sh) the pages named with one chunk are compiled into that
/// chunk of the app, loaded when one of them is first drawn (`components::chunk_part`). Native builds
/// (the tests) take the same path, the load answering at once; other wasm builds draw the page.
macro_rules! lazy_page {
    ($chunk:ident, $module:ident :: $page:ident) => {{
        #[cfg(any(portal_split, not(target_family = "wasm")))]
        let draw: fn() -> AnyView = || {
            use crate::components::{chunk_part, SplitLoaderError};
            use crate::i18n::ShellKey;
            use leptos::wasm_split::wasm_split;
            #[allow(non_snake_case)]
            #[wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $page() -> Result<fn() -> AnyView, SplitLoaderError> {
                crate::i18n::keep_english(crate::$module::OWN_ENGLISH);
                Ok(|| crate::$module::$page().into_any())
            }
            chunk_part(
                || Box::pin($page()),
                |page| page(),
                ShellKey::PageNotLoaded.into(),
            )
        };
        #[cfg(not(any(portal_split, not(target_family = "wasm"))))]
        let draw: fn() -> AnyView = || {
            crate::i18n::keep_english(crate::$module::OWN_ENGLISH);
            crate::$module::$page().into_any()
        };
        draw
    }};
}

/// Fetches the chunk `lazy_page!` pages of `chunk` are compiled into, without drawing any: a
/// boxed future, done when the chunk is there or could not be fetched (its page then says so).
/// It calls an empty split point rather than only preloading one: a split point never called
/// would stay in the main module, exported under a hashed name for nothing.
#[cfg(any(portal_split, not(target_family = "wasm")))]
macro_rules! area_chunk {
    ($chunk:ident) => {{
        use crate::components::SplitLoaderError;
        use leptos::wasm_split::wasm_split;
        #[wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn chunk() -> Result<(), SplitLoaderError> {
            Ok(())
        }
        Box::pin(async {
            let _ = chunk().await;
        })
    }};
}

mod address_sync;
mod expiry_warning;
mod not_found;
mod page_left;
mod require_auth;
mod routes;
mod signed_out;

pub use require_auth::RequireAuth;

use leptos::prelude::*;
use leptos_router::components::{ParentRoute, Route, Router, Routes};
use leptos_router::path;

use crate::auth::SignInPage;
use crate::components::{
    apply_stored_theme, provide_opened_link, provide_route_announcer, provide_toasts,
    ListQueryMemory, OpenedLinkKeeper, RouteAnnouncer, ToastRegion,
};
use crate::i18n::provide_i18n;
use crate::shell::{AppLayout, WorkspaceLayout};
use crate::state::AppState;
use crate::web::app_base;
use crate::workspace::{EntryPage, WorkspaceHome, WorkspacesPage};
use address_sync::AddressSync;
use expiry_warning::ExpiryWarning;
use not_found::NotFoundPage;
use page_left::PageLeftKeeper;
use routes::AreaRoutes;
use signed_out::SignedOutWatcher;

/// The whole app: providers for i18n, toasts and session state, then the routes.
#[component]
pub fn App() -> impl IntoView {
    provide_i18n();
    provide_toasts();
    provide_route_announcer();
    provide_opened_link();
    AppState::provide();
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    provide_context(crate::registry::AreaChunks(routes::fetch_chunk));
    apply_stored_theme();
    crate::forms::hear_history_first();
    crate::api::tab_sync::listen();
    crate::web::activity::watch();

    view! {
        <Router base=app_base()>
            <AddressSync/>
            <RouteAnnouncer/>
            <OpenedLinkKeeper/>
            <ListQueryMemory/>
            <SignedOutWatcher/>
            <PageLeftKeeper/>
            <ExpiryWarning/>
            <Routes fallback=|| view! { <NotFoundPage/> }>
                <Route path=path!("/sign-in") view=page!(SignInPage)/>
                // Pages few visits need arrive in chunks of their own, named after their path's
                // last segment.
                <Route path=path!("/sign-in/pending") view=lazy_page!(pending, auth::PendingApprovalPage)/>
                <Route path=path!("/register") view=lazy_page!(register, auth::RegisterPage)/>
                <Route
                    path=path!("/forgot-password")
                    view=lazy_page!(forgot_password, auth::ForgotPasswordPage)
                />
                <Route
                    path=path!("/set-password")
                    view=lazy_page!(set_password, auth::SetPasswordPage)
                />
                <Route
                    path=path!("/")
                    view=|| view! { <RequireAuth><EntryPage/></RequireAuth> }
                />
                <Route
                    path=path!("/workspaces")
                    view=|| {
                        view! {
                            <RequireAuth>
                                <AppLayout>
                                    <WorkspacesPage/>
                                </AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                // The profile of an account without a workspace (in one: /w/:workspace/profile),
                // from the profile area's chunk.
                <Route
                    path=path!("/profile")
                    view=|| {
                        let profile = lazy_page!(profile, profile::ProfilePage);
                        view! {
                            <RequireAuth>
                                <AppLayout>{profile()}</AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                <Route
                    path=path!("/onboarding")
                    view=|| {
                        let onboarding = lazy_page!(onboarding, workspace::OnboardingPage);
                        view! {
                            <RequireAuth>
                                <AppLayout>{onboarding()}</AppLayout>
                            </RequireAuth>
                        }
                    }
                />
                <ParentRoute
                    path=path!("/w/:workspace")
                    view=|| view! { <RequireAuth><WorkspaceLayout/></RequireAuth> }
                >
                    <Route path=path!("") view=page!(WorkspaceHome)/>
                    <AreaRoutes/>
                </ParentRoute>
            </Routes>
            <ToastRegion/>
        </Router>
    }
}

#[cfg(test)]
mod tests {
    /// The split build's loader fetches the chunk of the page being opened by its path
    /// (scripts/split/loader.mjs): each of these routes' chunks is named after its path's last
    /// segment, `-` written `_` (the areas' are checked in `routes`).
    #[test]
    fn every_lazy_page_here_is_in_the_chunk_of_its_path() {
        let source = include_str!("app.rs");
        let routes = source.split("<Route").skip(1);
        let mut checked = 0;
        for route in routes.map(|route| route.split("</Route>").next().unwrap_or(route)) {
            let Some((_, page)) = route.split_once("lazy_page!(") else {
                continue;
            };
            let path = route
                .split_once("path!(\"/")
                .and_then(|(_, path)| path.split('"').next())
                .and_then(|path| path.rsplit('/').next())
                .unwrap_or_default();
            let chunk = page.split(',').next().unwrap_or_default();
            assert_eq!(chunk, path.replace('-', "_"), "the page at /{path}");
            checked += 1;
        }
        assert_eq!(checked, 6, "the lazy pages of app.rs");
    }
}
