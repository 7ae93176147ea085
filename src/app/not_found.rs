//! The page for an address no route matches.

use crate::components::{use_page_title, A};
use leptos::prelude::*;

use crate::i18n::{use_i18n, CommonKey};

/// "Page not found", with a way back to the start.
#[component]
pub fn NotFoundPage() -> impl IntoView {
    let i18n = use_i18n();
    // A signed-out visit to an unknown address was shown the sign-in drawn into the page.
    crate::auth::first_view::dismiss();
    use_page_title(move || i18n.t(CommonKey::NotFoundTitle).to_owned());
    view! {
        <main id="main" class="standalone" tabindex="-1">
            <div class="standalone__card">
                <h1>{move || i18n.t(CommonKey::NotFoundTitle)}</h1>
                <p>{move || i18n.t(CommonKey::NotFoundBody)}</p>
                <A href="/" attr:class="btn btn--primary">
                    {move || i18n.t(CommonKey::GoToStart)}
                </A>
            </div>
        </main>
    }
}
