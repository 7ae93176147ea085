//! The frame that stays while the queue's rows scroll: the bar's height, which the column
//! headers stay under, kept in a CSS variable as the bar wraps or unwraps.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The id of the bar of count and selection actions.
pub const BAR_ID: &str = "queue-bar";
/// The bar's height now, in CSS pixels.
fn measure() -> Option<i32> {
    let bar = document()
        .get_element_by_id(BAR_ID)?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()?;
    Some(bar.offset_height())
}

/// The page's style holding `--queue-bar-height`, which the headers' sticky offset reads,
/// measured after each change of `track` (what can make the bar wrap: the selection, the rows
/// read) and of the window's size.
pub fn use_sticky_frame(track: impl Fn() + 'static) -> Signal<String> {
    let height = RwSignal::new(None::<i32>);
    let update = move || {
        if let Some(h) = measure() {
            height.try_set(Some(h));
        }
    };
    crate::reactive::effect(move || {
        track();
        request_animation_frame(update);
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| update());
    on_cleanup(move || resize.remove());
    Signal::derive(move || {
        height
            .get()
            .map(|h| format!("--queue-bar-height: {h}px"))
            .unwrap_or_default()
    })
}
