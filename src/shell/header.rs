//! The app header: product name, workspace switcher, language, theme and the user menu.

use crate::components::A;
use leptos::prelude::*;

use super::UserMenu;
use crate::components::{Brand, LocaleSwitcher, ThemeToggle};
use crate::workspace::WorkspaceSwitcher;

/// The banner landmark at the top of every signed-in page.
#[component]
pub fn Header() -> impl IntoView {
    view! {
        <header class="app-header">
            <A href="/" attr:class="brand">
                <Brand/>
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
