//! A small spinning indicator; decorative, the text beside it says what is happening.

use leptos::prelude::*;

/// A spinner, hidden from assistive technology.
#[component]
pub fn Spinner() -> impl IntoView {
    view! { <span class="spinner" aria-hidden="true"></span> }
}
