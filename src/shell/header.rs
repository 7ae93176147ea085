//! The app header: product name, workspace switcher, language, theme and the user menu.

use leptos::prelude::*;
use leptos_router::components::A;

use super::{LocaleSwitcher, Logo, ThemeToggle, UserMenu};
use crate::i18n::{use_i18n, CommonKey};
use crate::workspace::WorkspaceSwitcher;

/// The banner landmark at the top of every signed-in page.
#[component]
pub fn Header() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <header class="app-header">
            <A href="/" attr:class="brand">
                <Logo/>
                <span class="brand__name">{move || i18n.t(CommonKey::ProductName)}</span>
            </A>
            <WorkspaceSwitcher/>
            <div class="app-header__tools">
                <LocaleSwitcher/>
                <ThemeToggle/>
                <UserMenu/>
            </div>
        </header>
    }
}
