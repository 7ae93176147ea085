//! The loading state of a page or section.

use leptos::prelude::*;

use crate::components::Spinner;
use crate::i18n::{use_i18n, CommonKey};

/// "Loading…" with a spinner, announced politely.
#[component]
pub fn LoadingState() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="loading-state" role="status">
            <Spinner/>
            <span>{move || i18n.t(CommonKey::Loading)}</span>
        </div>
    }
}
