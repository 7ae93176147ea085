//! The signed-in frame: skip link, header, optional side navigation and the main landmark.

use leptos::prelude::*;

use super::{Header, SideNav};
use crate::components::SkipLink;

/// Wraps a signed-in page. With `nav` the workspace's side navigation is shown.
#[component]
pub fn AppLayout(
    /// Shows the side navigation (inside a workspace).
    #[prop(optional)]
    nav: bool,
    /// The page.
    children: Children,
) -> impl IntoView {
    view! {
        <SkipLink/>
        <div class="shell" class:shell--with-nav=nav>
            <Header/>
            {nav.then(|| view! { <SideNav/> })}
            <main id="main" class="shell__main" tabindex="-1">
                {children()}
            </main>
        </div>
    }
}
