//! The frame of the signed-out pages: brand, title, content, language and theme.

use leptos::prelude::*;

use crate::components::{use_page_title, SkipLink};
use crate::components::{Brand, LocaleSwitcher, ThemeToggle};
use crate::i18n::{use_i18n, Key};

/// A centred card with the product name and the page's `<h1>`, in a `<main>` landmark.
#[component]
pub fn AuthLayout(
    /// The page heading.
    #[prop(into)]
    title: Key,
    /// The page content.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    use_page_title(move || i18n.t(title).to_owned());
    view! {
        <SkipLink/>
        <div class="auth">
            <header class="auth__top">
                <span class="brand">
                    <Brand/>
                </span>
                <div class="auth__prefs">
                    <LocaleSwitcher/>
                    <ThemeToggle/>
                </div>
            </header>
            <main id="main" class="auth__main" tabindex="-1">
                <div class="auth__card">
                    <h1 class="auth__title">{move || i18n.t(title)}</h1>
                    {children()}
                </div>
            </main>
        </div>
    }
}
