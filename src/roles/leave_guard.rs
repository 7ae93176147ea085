//! Asks before leaving a page with unsaved changes: in-app links get a dialog, the tab a prompt.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::api::ApiError;
use crate::components::ConfirmDialog;
use crate::i18n::{use_i18n, RoleKey};

/// The in-app path (app folder removed) a plain left click on a link inside `ev` would open, if any.
fn link_path(ev: &web_sys::MouseEvent) -> Option<String> {
    if ev.button() != 0 || ev.meta_key() || ev.ctrl_key() || ev.shift_key() || ev.alt_key() {
        return None;
    }
    let element: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let anchor = element.closest("a[href]").ok()??;
    let new_tab = anchor.get_attribute("target").is_some_and(|t| t != "_self");
    if new_tab || anchor.has_attribute("download") {
        return None;
    }
    let href = anchor.get_attribute("href")?;
    let here = window().location().pathname().ok();
    // Links to other sites unload the page, which the browser's own prompt covers.
    (href.starts_with('/') && !href.starts_with("//") && here.as_deref() != Some(&href))
        .then(|| crate::app::without_base(&href))
}

/// While `dirty`, a click on a link of the app opens "Leave without saving?" (Leave follows
/// the link), and closing or reloading the tab asks through the browser.
#[component]
pub fn LeaveGuard(
    /// True while there are unsaved changes.
    dirty: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let target = RwSignal::new(None::<String>);
    let unload = window_event_listener(leptos::ev::beforeunload, move |ev| {
        if dirty.get_untracked() {
            ev.prevent_default();
            ev.set_return_value("unsaved");
        }
    });
    on_cleanup(move || unload.remove());
    // Capture phase on the window: runs before the router's own link handling.
    let clicks = Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |ev: web_sys::MouseEvent| {
        if !dirty.get_untracked() {
            return;
        }
        if let Some(path) = link_path(&ev) {
            ev.prevent_default();
            ev.stop_immediate_propagation();
            target.set(Some(path));
        }
    });
    let _ = window().add_event_listener_with_callback_and_bool(
        "click",
        clicks.as_ref().unchecked_ref(),
        true,
    );
    let clicks = StoredValue::new_local(Some(clicks));
    on_cleanup(move || {
        if let Some(clicks) = clicks.try_update_value(Option::take).flatten() {
            let _ = window().remove_event_listener_with_callback_and_bool(
                "click",
                clicks.as_ref().unchecked_ref(),
                true,
            );
        }
    });
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let on_confirm = Callback::new(move |_| {
        if let Some(path) = target.get_untracked() {
            dirty.set(false);
            target.set(None);
            navigate(&path, Default::default());
        }
    });
    view! {
        <ConfirmDialog
            open=Signal::derive(move || target.with(Option::is_some))
            on_close=Callback::new(move |_| target.set(None))
            id="leave-dialog"
            title=Signal::derive(|| RoleKey::LeaveTitle.into())
            intro=Signal::derive(move || i18n.t(RoleKey::LeaveIntro).to_owned())
            action=Signal::derive(|| RoleKey::Leave.into())
            danger=Signal::derive(|| true)
            pending
            error
            on_confirm
        />
    }
}
