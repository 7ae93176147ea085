//! The actions a provider record's status allows, as buttons; when none is left, why.

use leptos::prelude::*;

use crate::components::ButtonVariant;
use crate::i18n::{use_i18n, ProviderConnectionsKey};

/// The buttons (drawn by `button`) of the `actions` that `applies` allows in `status`, every
/// one while the status is not known; when none is allowed, `final_note` instead.
pub fn offered_actions<A: Copy + 'static>(
    actions: [(A, ButtonVariant); 3],
    status: Option<&str>,
    applies: fn(A, &str) -> bool,
    button: impl Fn(A, ButtonVariant) -> AnyView,
    final_note: ProviderConnectionsKey,
) -> AnyView {
    let i18n = use_i18n();
    let buttons: Vec<AnyView> = actions
        .into_iter()
        .filter(|(action, _)| status.is_none_or(|s| applies(*action, s)))
        .map(|(action, variant)| button(action, variant))
        .collect();
    if buttons.is_empty() {
        view! { <p class="muted">{move || i18n.t(final_note)}</p> }.into_any()
    } else {
        view! { <div class="form__actions">{buttons}</div> }.into_any()
    }
}
