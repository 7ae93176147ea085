//! The product mark.

use leptos::prelude::*;

/// The logo as inline SVG (decorative; the product name is written beside it).
#[component]
pub fn Logo() -> impl IntoView {
    view! {
        <svg class="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="30" height="30" rx="8" class="logo__tile"></rect>
            <path d="M11 23V9h6.2a4.6 4.6 0 0 1 0 9.2H11" class="logo__glyph"></path>
            <circle cx="22.5" cy="22.5" r="2.2" class="logo__dot"></circle>
        </svg>
    }
}
