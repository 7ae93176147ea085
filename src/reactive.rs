//! One compiled copy of Leptos's effect machinery, shared by every effect in the portal.

use leptos::prelude::Effect;

/// Runs `body` now and again whenever a signal it read changes, as `Effect::new` does. The body
/// goes through one boxed function, so the effect's task is compiled once rather than once per
/// effect (docs/decisions/download-size.md).
pub fn effect(body: impl FnMut() + 'static) {
    let mut body: Box<dyn FnMut()> = Box::new(body);
    Effect::new(move |_| body());
}
