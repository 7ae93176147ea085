//! The sign-in drawn into index.html at build time (the first view), taken over by the app.

use leptos::prelude::document;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement};

const VIEW_ID: &str = "first-view";
/// Set on `<html>` by first-view.js: `off` where the first view is not to show.
const STATE: &str = "data-first-view";

fn view() -> Option<Element> {
    document().get_element_by_id(VIEW_ID)
}

/// Before the app mounts: removes a first view that is not shown (a tab with a session,
/// another signed-out page) or was never written (a development build).
pub fn settle() {
    let Some(view) = view() else { return };
    let off = document()
        .document_element()
        .and_then(|root| root.get_attribute(STATE))
        .is_some_and(|state| state == "off");
    // A tab with a session never needs it, even if first-view.js did not say so.
    if off || view.first_element_child().is_none() || crate::api::session::is_signed_in() {
        dismiss();
    }
}

/// Removes the first view, uncovering the app: it shows another page, or joined a session.
pub fn dismiss() {
    if let Some(view) = view() {
        view.remove();
    }
    if let Some(root) = document().document_element() {
        let _ = root.remove_attribute(STATE);
    }
}

/// A field of the first view that holds something typed, or a menu changed from its choice.
struct Typed {
    id: String,
    value: String,
    /// The event the app's control listens to: `input` for a field, `change` for a menu.
    event: &'static str,
}

/// Replaces the first view by the app's sign-in form (just mounted, with the same field ids):
/// what was typed and the menus changed (language, theme) move over, the focus and caret
/// follow, and a Continue pressed early is carried out now, once. Returns whether it placed
/// the focus.
pub fn take_over() -> bool {
    let Some(view) = view() else { return false };
    let typed = typed_fields(&view);
    let focused = document()
        .active_element()
        .filter(|element| view.contains(Some(element)))
        .and_then(|element| element.dyn_into::<HtmlInputElement>().ok())
        .filter(|input| !input.id().is_empty());
    let caret = focused
        .as_ref()
        .and_then(|input| Some((input.selection_start().ok()??, input.selection_end().ok()??)));
    let focused = focused.map(|input| input.id());
    // The early Continue's form, named by its first field (the app's form has the same ids).
    let queued = view
        .query_selector("form[data-queued] input[id]")
        .ok()
        .flatten()
        .map(|input| input.id());
    dismiss();

    for field in typed {
        let Some(control) = document().get_element_by_id(&field.id) else {
            continue;
        };
        if value_of(&control).is_none_or(|now| now == field.value) {
            continue;
        }
        set_value(&control, &field.value);
        // The app's controls keep their values in signals, set from their own events.
        let init = EventInit::new();
        init.set_bubbles(true);
        if let Ok(event) = Event::new_with_event_init_dict(field.event, &init) {
            let _ = control.dispatch_event(&event);
        }
    }
    let placed = focused
        .and_then(|id| input_by_id(&id))
        .is_some_and(|input| {
            let _ = input.unchecked_ref::<HtmlElement>().focus();
            if let Some((start, end)) = caret {
                let _ = input.set_selection_range(start, end);
            }
            true
        });
    if let Some(form) = queued.and_then(|id| input_by_id(&id)?.form()) {
        let _ = form.request_submit();
    }
    placed
}

fn typed_fields(view: &Element) -> Vec<Typed> {
    let Ok(controls) = view.query_selector_all("input[id], select[id]") else {
        return Vec::new();
    };
    (0..controls.length())
        .filter_map(|i| controls.item(i)?.dyn_into::<Element>().ok())
        .filter_map(|control| {
            let value = value_of(&control)?;
            let event = match control.dyn_ref::<HtmlSelectElement>() {
                Some(select) => {
                    // Only a menu the person changed: its drawn choice is the app's already.
                    let drawn = select.query_selector("option[selected]").ok()??;
                    if drawn.get_attribute("value")? == value {
                        return None;
                    }
                    "change"
                }
                None => "input",
            };
            (!value.is_empty()).then(|| Typed {
                id: control.id(),
                value,
                event,
            })
        })
        .collect()
}

/// The value of a field or a menu; `None` for any other element.
fn value_of(control: &Element) -> Option<String> {
    match control.dyn_ref::<HtmlInputElement>() {
        Some(input) => Some(input.value()),
        None => control
            .dyn_ref::<HtmlSelectElement>()
            .map(HtmlSelectElement::value),
    }
}

/// Sets the value of a field or a menu.
fn set_value(control: &Element, value: &str) {
    if let Some(input) = control.dyn_ref::<HtmlInputElement>() {
        input.set_value(value);
    } else if let Some(select) = control.dyn_ref::<HtmlSelectElement>() {
        select.set_value(value);
    }
}

fn input_by_id(id: &str) -> Option<HtmlInputElement> {
    document().get_element_by_id(id)?.dyn_into().ok()
}
