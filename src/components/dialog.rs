//! A modal dialog on the native `<dialog>`: labelled, Esc closes, Tab stays inside, focus moves in and back.

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::{use_i18n, Key};

const FOCUSABLE: &str = "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/// The dialog's first and last controls a person can reach (shown, enabled).
fn ends(
    dialog: &web_sys::HtmlDialogElement,
) -> Option<(web_sys::HtmlElement, web_sys::HtmlElement)> {
    let list = dialog.query_selector_all(FOCUSABLE).ok()?;
    let shown = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_parent().is_some());
    let mut first = None;
    let mut last = None;
    for element in shown {
        first.get_or_insert_with(|| element.clone());
        last = Some(element);
    }
    Some((first?, last?))
}

/// Keeps Tab inside the dialog: past the last control it wraps to the first and back.
/// (`showModal` makes the page inert, but Tab can still leave for the browser's own UI.)
fn trap_tab(dialog: &web_sys::HtmlDialogElement, ev: &web_sys::KeyboardEvent) {
    if ev.key() != "Tab" {
        return;
    }
    let Some((first, last)) = ends(dialog) else {
        return;
    };
    let active = document().active_element();
    let at = |e: &web_sys::HtmlElement| active.as_ref() == Some(e.unchecked_ref());
    let inside = active.as_ref().is_some_and(|a| dialog.contains(Some(a)));
    let target = if ev.shift_key() && (at(&first) || !inside) {
        last
    } else if !ev.shift_key() && (at(&last) || !inside) {
        first
    } else {
        return;
    };
    ev.prevent_default();
    let _ = target.focus();
}

/// A modal dialog, open while `open` is true. `showModal` makes the rest of the page inert and
/// Esc closes it; focus moves to the first control inside (or the last, `focus_last`) and
/// returns to where it was.
#[component]
pub fn Dialog(
    /// Whether the dialog is open.
    #[prop(into)]
    open: Signal<bool>,
    /// Runs when the dialog closes by itself (Esc) or after `open` turned false; it may run
    /// twice for one closing, so it only sets state.
    on_close: Callback<()>,
    /// The id of the dialog; its title's id derives from it.
    id: &'static str,
    /// The visible title, which labels the dialog.
    #[prop(into)]
    title: Signal<Key>,
    /// The title as text, over `title`, when it holds values (a count, a total).
    #[prop(optional, into)]
    heading: MaybeProp<String>,
    /// Wider, for forms with fields side by side.
    #[prop(optional)]
    wide: bool,
    /// While true, Esc does not close the dialog (something it started is still running).
    #[prop(optional, into)]
    locked: MaybeProp<bool>,
    /// An alert dialog (`role="alertdialog"`): it needs an answer, and is announced as urgent.
    #[prop(optional)]
    alert: bool,
    /// Focus starts on the last control (Cancel) instead of the first: for an action that
    /// can't be undone, so Enter pressed out of habit does no harm.
    #[prop(optional, into)]
    focus_last: MaybeProp<bool>,
    /// A click outside the dialog (on the dimmed page) closes it: for a dialog that holds
    /// nothing typed worth keeping, such as a menu.
    #[prop(optional)]
    light_dismiss: bool,
    /// The id of the text that describes the dialog, read out with its title.
    #[prop(optional)]
    described_by: Option<&'static str>,
    /// The content.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let node = NodeRef::<html::Dialog>::new();
    let return_focus = StoredValue::new_local(None::<web_sys::HtmlElement>);
    let title_id = format!("{id}-title");
    let labelled_by = title_id.clone();

    crate::reactive::effect(move || {
        let want_open = open.get();
        let Some(dialog) = node.get() else {
            return;
        };
        if want_open && !dialog.open() {
            let active = document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            crate::components::dialog_opener::note(id, active.as_ref());
            return_focus.set_value(active);
            if dialog.show_modal().is_ok() {
                if let Some((first, last)) = ends(&dialog) {
                    let start = if focus_last.get_untracked().unwrap_or(false) {
                        last
                    } else {
                        first
                    };
                    let _ = start.focus();
                }
            }
        } else if !want_open && dialog.open() {
            // Fires `close`, which hands focus back below.
            dialog.close();
        }
    });

    let closed = move |_| {
        // `close` arrives as a task of its own: a dialog opened again before it came is not
        // closed by it.
        if node.get_untracked().is_some_and(|dialog| dialog.open()) {
            return;
        }
        on_close.run(());
        // The opener may have been redrawn meanwhile (a row updated in place): then the page
        // decides where focus goes.
        if let Some(Some(element)) = return_focus.try_get_value() {
            if element.is_connected() {
                let _ = element.focus();
            }
        }
        return_focus.set_value(None);
    };

    view! {
        <dialog
            node_ref=node
            id=id
            class=if wide { "dialog dialog--wide" } else { "dialog" }
            role=if alert { "alertdialog" } else { "dialog" }
            aria-modal="true"
            aria-labelledby=labelled_by
            aria-describedby=described_by
            on:close=closed
            on:click=move |ev: web_sys::MouseEvent| {
                let Some(dialog) = node.get_untracked() else {
                    return;
                };
                // The backdrop belongs to the dialog element: a click on it lands outside the
                // dialog's box, with the dialog itself as the target.
                let on_dialog = ev
                    .target()
                    .is_some_and(|t| t.loose_eq(dialog.as_ref()));
                let r = dialog.get_bounding_client_rect();
                let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
                let outside = x < r.left() || x > r.right() || y < r.top() || y > r.bottom();
                if light_dismiss && on_dialog && outside {
                    dialog.close();
                }
            }
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                if let Some(dialog) = node.get_untracked() {
                    trap_tab(&dialog, &ev);
                }
            }
            on:cancel=move |ev: web_sys::Event| {
                if locked.get_untracked().unwrap_or(false) {
                    ev.prevent_default();
                } else {
                    // Told now rather than at `close`, which comes later: a press on the
                    // opener in between must find the dialog shut and open it again.
                    on_close.run(());
                }
            }
        >
            <h2 id=title_id class="dialog__title">
                {move || heading.get().unwrap_or_else(|| i18n.t(title.get()).to_owned())}
            </h2>
            {children()}
        </dialog>
    }
}
