//! The frame that stays while the queue's rows scroll: the bar's height, which the column
//! headers stay under, kept in a CSS variable as the bar wraps or unwraps.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The id of the bar of count and selection actions.
pub const BAR_ID: &str = "queue-bar";
/// The variable the headers' sticky offset reads (`style/recharges.css`).
const BAR_HEIGHT: &str = "--queue-bar-height";

/// The bar's height now, in CSS pixels.
fn measure() -> Option<i32> {
    let bar = document()
        .get_element_by_id(BAR_ID)?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()?;
    Some(bar.offset_height())
}

/// The document's own style, where the variable is set. Set through the style object: the
/// portal's CSP refuses inline `style` attributes, so a variable written in one is dropped.
fn root_style() -> Option<web_sys::CssStyleDeclaration> {
    let root = document().document_element()?;
    Some(root.dyn_into::<web_sys::HtmlElement>().ok()?.style())
}

/// Keeps `--queue-bar-height` at the bar's height, measured after each change of `track`
/// (what can make the bar wrap: the selection, the rows read) and of the window's size; the
/// variable goes with the page.
pub fn use_sticky_frame(track: impl Fn() + 'static) {
    let update = move || {
        if let (Some(height), Some(style)) = (measure(), root_style()) {
            let _ = style.set_property(BAR_HEIGHT, &format!("{height}px"));
        }
    };
    crate::reactive::effect(move || {
        track();
        request_animation_frame(update);
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| update());
    on_cleanup(move || {
        resize.remove();
        if let Some(style) = root_style() {
            let _ = style.remove_property(BAR_HEIGHT);
        }
    });
}
