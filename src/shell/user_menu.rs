//! The user menu: the account name as a menu button with Profile, Invitations and Sign out.

use crate::components::A;
use leptos::html;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use wasm_bindgen::JsCast;

use super::menu_focus::move_focus;
use crate::api;
use crate::app::use_app_state;
use crate::components::{focus_by_id, Spinner};
use crate::i18n::{use_i18n, ShellKey};
use crate::workspace::workspace_path;

const BUTTON_ID: &str = "user-menu-button";
const MENU_ID: &str = "user-menu";

fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|w| w.chars().next())
        .take(2)
        .map(|initial| crate::web::letter_case::upper(initial.encode_utf8(&mut [0; 4])))
        .collect()
}

/// A menu button with the account name (`aria-haspopup="menu"`). The menu's items are
/// `menuitem`s; arrows move between them, Esc and Tab close it, as does a click outside.
/// Sign out ends the session (even when the server cannot be reached) and goes to sign-in;
/// on a page with unsaved changes it asks first.
#[component]
pub fn UserMenu() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let open = RwSignal::new(false);
    let signing_out = RwSignal::new(false);
    let container = NodeRef::<html::Div>::new();

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

    let outside = window_event_listener(leptos::ev::click, move |ev| {
        if !open.get_untracked() {
            return;
        }
        let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        if let Some(root) = container.get_untracked() {
            if !root.contains(target.as_ref()) {
                open.set(false);
            }
        }
    });
    on_cleanup(move || outside.remove());

    let toggle = move |_| {
        let opening = !open.get_untracked();
        open.set(opening);
        if opening {
            request_animation_frame(move || {
                if let Some(root) = container.get_untracked() {
                    move_focus(&root, 0, Some(true));
                }
            });
        }
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if !open.get_untracked() {
            return;
        }
        let Some(root) = container.get_untracked() else {
            return;
        };
        match ev.key().as_str() {
            "Escape" => {
                ev.prevent_default();
                open.set(false);
                focus_by_id(BUTTON_ID);
            }
            "Tab" => open.set(false),
            "ArrowDown" => {
                ev.prevent_default();
                move_focus(&root, 1, None);
            }
            "ArrowUp" => {
                ev.prevent_default();
                move_focus(&root, -1, None);
            }
            "Home" => {
                ev.prevent_default();
                move_focus(&root, 0, Some(true));
            }
            "End" => {
                ev.prevent_default();
                move_focus(&root, 0, Some(false));
            }
            _ => {}
        }
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
        if !crate::components::held_before_running(sign_out) {
            sign_out.run(());
        }
    };

    view! {
        <div class="user-menu" node_ref=container on:keydown=on_keydown>
            <button
                type="button"
                id=BUTTON_ID
                class="user-menu__button"
                aria-haspopup="menu"
                aria-controls=MENU_ID
                aria-expanded=move || if open.get() { "true" } else { "false" }
                on:click=toggle
            >
                <span class="avatar" aria-hidden="true">{move || initials(&name())}</span>
                <span class="user-menu__name sr-only-narrow">{name}</span>
            </button>
            <Show when=move || open.get()>
                <div class="user-menu__panel">
                    <p class="user-menu__email">{email}</p>
                    <div
                        id=MENU_ID
                        role="menu"
                        aria-labelledby=BUTTON_ID
                        class="user-menu__list"
                        on:click=move |_| open.set(false)
                    >
                        {move || {
                            state
                                .workspace
                                .get()
                                .map(|id| {
                                    let base = workspace_path(&id);
                                    view! {
                                        <A
                                            href=format!("{base}/profile")
                                            attr:role="menuitem"
                                            attr:tabindex="-1"
                                            attr:class="user-menu__item"
                                        >
                                            {move || i18n.t(ShellKey::NavProfile)}
                                        </A>
                                        <A
                                            href=format!("{base}/invitations")
                                            attr:role="menuitem"
                                            attr:tabindex="-1"
                                            attr:class="user-menu__item"
                                        >
                                            {move || i18n.t(ShellKey::NavInvitations)}
                                        </A>
                                    }
                                })
                        }}
                        <button
                            type="button"
                            role="menuitem"
                            tabindex="-1"
                            class="user-menu__item user-menu__item--danger"
                            disabled=move || signing_out.get()
                            aria-busy=move || signing_out.get().then_some("true")
                            on:click=ask_then_sign_out
                        >
                            {move || signing_out.get().then(|| view! { <Spinner/> })}
                            <span>{move || i18n.t(ShellKey::SignOut)}</span>
                        </button>
                    </div>
                </div>
            </Show>
        </div>
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
