//! Asks before leaving a page with unsaved changes: links, Back/Forward and navigations made by code get a dialog, the tab a prompt.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::forms::{ConfirmDialog, Sending};
use crate::i18n::{use_i18n, CommonKey, Key};

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
        .then(|| crate::web::without_base(&href))
}

/// What Leave does once the user agrees to drop the changes.
#[derive(Clone)]
enum Leave {
    /// Goes on to the entry Back/Forward reached.
    Back,
    /// Opens an in-app path.
    To(String),
    /// Runs an action that leaves the page, such as signing out.
    Run(Callback<()>),
}

/// The shown guard's answers, each whether it held the page: to Back/Forward (the router
/// must then not hear of the pop), and to a departure started by code.
struct Hold {
    pop: Box<dyn Fn() -> bool>,
    go: Box<dyn Fn(Leave) -> bool>,
}

fn held_for(leave: Leave) -> bool {
    HOLD.with(|h| h.borrow().clone())
        .is_some_and(|hold| (hold.go)(leave))
}

thread_local! {
    static HOLD: RefCell<Option<Rc<Hold>>> = const { RefCell::new(None) };
}

/// Whether a page with unsaved changes holds a navigation to the in-app `path`: it asks
/// first, and Leave goes there. Code that navigates by itself (not through a link: the
/// workspace switcher, the command palette) calls this before navigating.
pub fn held_before(path: &str) -> bool {
    held_for(Leave::To(path.to_owned()))
}

/// Like [`held_before`], for an action that leaves the page without a path of its own
/// (signing out): Leave runs `action`.
pub fn held_before_running(action: Callback<()>) -> bool {
    held_for(Leave::Run(action))
}

/// Hears Back/Forward before the router: listeners on the window run in the order they were
/// added, whatever their phase, so this must run before the router is made.
pub fn hear_history_first() {
    let first = Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| {
        if HOLD
            .with(|h| h.borrow().clone())
            .is_some_and(|hold| (hold.pop)())
        {
            ev.stop_immediate_propagation();
        }
    });
    let _ = window().add_event_listener_with_callback("popstate", first.as_ref().unchecked_ref());
    first.forget();
}

/// While `dirty`, a click on a link of the app opens "Leave without saving?" (Leave follows
/// the link), so do Back/Forward (Leave goes on), [`held_before`] and
/// [`held_before_running`], and closing or
/// reloading the tab asks through the browser.
#[component]
pub fn LeaveGuard(
    /// True while there are unsaved changes.
    #[prop(into)]
    dirty: Signal<bool>,
    /// What is lost, said in the dialog; the page's changes unless given.
    #[prop(optional, into)]
    intro: Option<Key>,
) -> impl IntoView {
    let i18n = use_i18n();
    let intro = intro.unwrap_or(CommonKey::UnsavedIntro.into());
    // Set once the person chose to leave, so the departure itself is not held.
    let leaving = RwSignal::new(false);
    let dirty = Signal::derive(move || dirty.get() && !leaving.get());
    let navigate = use_navigate();
    let location = use_location();
    // What Leave does, while the dialog asks.
    let target = RwSignal::new(None::<Leave>);
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
            target.set(Some(Leave::To(path)));
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
    // Back/Forward cannot be cancelled, only undone: the page's address is pushed again
    // on top of the entry reached, so that entry is one Back away (how Leave gets there).
    let hold = move || {
        // The router has not heard of this pop: its location is still the guarded page's.
        let here = location.pathname.get_untracked();
        if !dirty.get_untracked() || window().location().pathname().ok().as_deref() == Some(&here) {
            return false;
        }
        let url = crate::web::with_query(here, &location.search.get_untracked())
            + &location.hash.get_untracked();
        if let Ok(history) = window().history() {
            let _ = history.push_state_with_url(&JsValue::NULL, "", Some(&url));
        }
        target.set(Some(Leave::Back));
        true
    };
    let go = move |leave: Leave| {
        let held = dirty.get_untracked();
        if held {
            target.set(Some(leave));
        }
        held
    };
    let hold = Rc::new(Hold {
        pop: Box::new(hold),
        go: Box::new(go),
    });
    let mine = Rc::as_ptr(&hold) as usize;
    HOLD.with(|h| *h.borrow_mut() = Some(hold));
    // Only its own: the next page's guard may already be in place.
    on_cleanup(move || {
        HOLD.with(|h| {
            let mut h = h.borrow_mut();
            if h.as_ref().is_some_and(|c| Rc::as_ptr(c) as usize == mine) {
                *h = None;
            }
        })
    });
    let sending = Sending::new();
    let on_confirm = Callback::new(move |_| {
        if let Some(leave) = target.get_untracked() {
            leaving.set(true);
            target.set(None);
            match leave {
                Leave::To(path) => navigate(&path, Default::default()),
                Leave::Back => {
                    let _ = window().history().and_then(|h| h.back());
                }
                Leave::Run(action) => action.run(()),
            }
        }
    });
    view! {
        <ConfirmDialog
            open=Signal::derive(move || target.with(Option::is_some))
            on_close=Callback::new(move |_| target.set(None))
            id="leave-dialog"
            title=Signal::stored(CommonKey::UnsavedTitle.into())
            intro=Signal::derive(move || i18n.t(intro).to_owned())
            action=Signal::stored(CommonKey::UnsavedLeave.into())
            danger=Signal::stored(true)
            sending
            on_confirm
            cancel=CommonKey::UnsavedStay
        />
    }
}
