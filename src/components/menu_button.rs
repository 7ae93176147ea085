//! A button that opens a menu under it, as the header's user and workspace menus do.

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::menu_focus::{focus_typed, move_focus, MenuFocus};
use crate::components::focus_by_id;

/// What a menu button is called and how it looks.
#[derive(Clone, Copy)]
pub struct MenuParts {
    /// The button's id: focus comes back to it when the menu closes by Esc.
    pub button_id: &'static str,
    /// The menu's id.
    pub menu_id: &'static str,
    /// The wrapper's class.
    pub class: &'static str,
    /// The button's class.
    pub button_class: &'static str,
    /// The panel's class besides `menu-button__panel` (where it sits).
    pub panel_class: &'static str,
    /// The ids that name the button, when a label beside it names it as well.
    pub labelled_by: Option<&'static str>,
}

/// A menu button (`aria-haspopup="menu"`). Enter, Space and ↓ open the menu on its chosen
/// item (or its first), ↑ on its last; inside, arrows, Home, End and a typed letter move
/// between items; Esc closes it back to the button, Tab and a click outside close it, and
/// choosing an item closes it. `header` sits in the panel above the items.
#[component]
pub fn MenuButton(
    /// Ids and classes.
    parts: MenuParts,
    /// Whether the menu is open; its owner may close it (an item that asks first).
    open: RwSignal<bool>,
    /// What the button shows.
    #[prop(into)]
    button: ViewFn,
    /// What the panel shows above the items (the account's email).
    #[prop(optional, into)]
    header: Option<ViewFn>,
    /// The items: `menuitem`s, or `menuitemradio`s with `aria-checked`.
    children: ChildrenFn,
) -> impl IntoView {
    let container = NodeRef::<html::Div>::new();
    // A click, or focus sent by a screen reader's jump or a script, outside the button and its
    // menu closes the menu (Tab is heard by the keys).
    let close_if_outside = move |to: Option<web_sys::EventTarget>| {
        let to = to.and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let root = container.try_get_untracked().flatten();
        if let (true, Some(to), Some(root)) = (open.get_untracked(), to, root) {
            if !root.contains(Some(&to)) {
                open.set(false);
            }
        }
    };
    let outside = window_event_listener(leptos::ev::click, move |ev| close_if_outside(ev.target()));
    on_cleanup(move || outside.remove());

    let show = move |to: MenuFocus| {
        open.set(true);
        request_animation_frame(move || {
            if let Some(root) = container.try_get_untracked().flatten() {
                move_focus(&root, to);
            }
        });
    };
    let toggle = move |_| {
        if open.get_untracked() {
            open.set(false);
        } else {
            show(MenuFocus::Checked);
        }
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let key = ev.key();
        if !open.get_untracked() {
            // As on a select: the arrows open the list rather than act.
            let to = match key.as_str() {
                "ArrowDown" => MenuFocus::Checked,
                "ArrowUp" => MenuFocus::Last,
                _ => return,
            };
            ev.prevent_default();
            show(to);
            return;
        }
        let Some(root) = container.get_untracked() else {
            return;
        };
        let to = match key.as_str() {
            "Escape" => {
                ev.prevent_default();
                open.set(false);
                focus_by_id(parts.button_id);
                return;
            }
            "Tab" => {
                open.set(false);
                return;
            }
            "ArrowDown" => MenuFocus::By(1),
            "ArrowUp" => MenuFocus::By(-1),
            "Home" => MenuFocus::First,
            "End" => MenuFocus::Last,
            // A letter is the menu's, not a page shortcut's, even when no item starts with it.
            typed
                if typed != " "
                    && typed.chars().count() == 1
                    && !(ev.ctrl_key() || ev.meta_key() || ev.alt_key()) =>
            {
                ev.prevent_default();
                focus_typed(&root, typed);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        move_focus(&root, to);
    };
    let on_focusout = move |ev: leptos::ev::FocusEvent| close_if_outside(ev.related_target());

    view! {
        <div class=parts.class node_ref=container on:keydown=on_keydown on:focusout=on_focusout>
            <button
                type="button"
                id=parts.button_id
                class=parts.button_class
                aria-haspopup="menu"
                aria-controls=move || open.get().then_some(parts.menu_id)
                aria-labelledby=parts.labelled_by
                aria-expanded=move || if open.get() { "true" } else { "false" }
                on:click=toggle
            >
                {button.run()}
            </button>
            <Show when=move || open.get()>
                <div class=format!("menu-button__panel {}", parts.panel_class)>
                    {header.as_ref().map(|h| h.run())}
                    <div
                        id=parts.menu_id
                        role="menu"
                        aria-labelledby=parts.labelled_by.unwrap_or(parts.button_id)
                        class="menu-button__list"
                        on:click=move |_| open.set(false)
                    >
                        {children()}
                    </div>
                </div>
            </Show>
        </div>
    }
}
