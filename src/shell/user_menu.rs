//! The user menu: the account name as a menu button with Profile, Invitations and Sign out.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::api;
use crate::components::{MenuButton, MenuParts};
use crate::components::{Spinner, A};
use crate::i18n::{use_i18n, ShellKey};
use crate::registry::workspace_path;
use crate::state::use_app_state;

/// The profile page of an account that has no workspace yet.
const PROFILE_WITHOUT_WORKSPACE: &str = "/profile";

fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|w| w.chars().next())
        .take(2)
        .map(|initial| crate::web::letter_case::upper(initial.encode_utf8(&mut [0; 4])))
        .collect()
}

/// The account's menu button. Sign out ends the session (even when the server cannot be
/// reached) and goes to sign-in; on a page with unsaved changes it asks first.
#[component]
pub fn UserMenu() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let open = RwSignal::new(false);
    let signing_out = RwSignal::new(false);

    let name = move || {
        state.account.with(|a| {
            a.as_ref()
                .map(|a| a.account_name.clone())
                .unwrap_or_default()
        })
    };
    let email = move || {
        state.account.with(|a| {
            a.as_ref()
                .map(|a| a.account_email.clone())
                .unwrap_or_default()
        })
    };

    let sign_out = Callback::new(move |()| {
        if signing_out.get_untracked() {
            return;
        }
        signing_out.set(true);
        // The tab forgets the session at once; the server is told in the background.
        api::auth::logout();
        navigate("/sign-in?reason=signed-out", Default::default());
        state.clear();
    });
    let ask_then_sign_out = move |_| {
        open.set(false);
        if !crate::forms::held_before_running(sign_out) {
            sign_out.run(());
        }
    };

    let parts = MenuParts {
        button_id: "user-menu-button",
        menu_id: "user-menu",
        class: "user-menu",
        button_class: "user-menu__button",
        panel_class: "menu-button__panel--end",
        labelled_by: None,
    };
    view! {
        <MenuButton
            parts
            open
            button=move || view! {
                <span class="avatar" aria-hidden="true">{move || initials(&name())}</span>
                <span class="user-menu__name sr-only-narrow">{name}</span>
            }
            header=move || view! { <p class="user-menu__email">{email}</p> }
        >
            {move || {
                let item = |href: String, name: ShellKey| view! {
                    <A href attr:role="menuitem" attr:tabindex="-1" attr:class="menu-button__item">
                        {move || i18n.t(name)}
                    </A>
                };
                match state.workspace.get() {
                    Some(id) => {
                        let base = workspace_path(&id);
                        [("profile", ShellKey::NavProfile), ("invitations", ShellKey::NavInvitations)]
                            .map(|(page, name)| item(format!("{base}/{page}"), name))
                            .collect_view()
                            .into_any()
                    }
                    // Without a workspace (onboarding), the profile is the account's own page;
                    // invitations are on the onboarding page itself.
                    None => item(PROFILE_WITHOUT_WORKSPACE.to_owned(), ShellKey::NavProfile).into_any(),
                }
            }}
            <button
                type="button"
                role="menuitem"
                tabindex="-1"
                class="menu-button__item menu-button__item--danger"
                disabled=move || signing_out.get()
                aria-busy=move || signing_out.get().then_some("true")
                on:click=ask_then_sign_out
            >
                {move || signing_out.get().then(|| view! { <Spinner/> })}
                <span>{move || i18n.t(ShellKey::SignOut)}</span>
            </button>
        </MenuButton>
    }
}

#[cfg(test)]
mod tests {
    use super::initials;

    #[test]
    fn takes_two_initials() {
        assert_eq!(initials("ada lovelace"), "AL");
        assert_eq!(initials("Ada"), "A");
        assert_eq!(initials("  "), "");
    }
}
