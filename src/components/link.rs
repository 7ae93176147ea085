//! `A`: the router's link with the app's folder prefixed, so one build works under any sub-path.

use leptos::prelude::*;
use leptos_router::components::ToHref;

use crate::web::with_base;

/// A link to an in-app path (`/w/abc/roles`); rendered as the address under the app's folder.
/// Takes the router link's `href` and `exact`; `attr:` attributes reach the `<a>`.
#[component]
pub fn A<H>(
    /// The in-app path, or a function returning it.
    href: H,
    /// Active only when the address matches exactly.
    #[prop(optional)]
    exact: bool,
    /// The link's content.
    children: Children,
) -> impl IntoView
where
    H: ToHref + Send + Sync + 'static,
{
    link(
        Signal::derive(move || with_base(&href.to_href()())),
        exact,
        children,
    )
}

fn link(href: Signal<String>, exact: bool, children: Children) -> impl IntoView {
    use leptos_router::components::A as RouterLink;
    view! { <RouterLink href=move || href.get() exact>{children()}</RouterLink> }
}
