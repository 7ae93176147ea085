//! The workspace's side navigation: only the areas that work now.

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::i18n::{use_i18n, ShellKey};
use crate::recharges::use_queue_path;
use crate::workspace::workspace_path;

/// Overview, Recharges, Profile and Invitations of the current workspace; the current page is marked
/// with `aria-current="page"`.
#[component]
pub fn SideNav() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let base = move || workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()));
    let recharges = use_queue_path();
    view! {
        <nav class="side-nav" aria-label=move || i18n.t(ShellKey::NavLabel)>
            <ul class="side-nav__list">
                <li>
                    <A href=base exact=true attr:class="side-nav__link">
                        {move || i18n.t(ShellKey::NavOverview)}
                    </A>
                </li>
                <li>
                    <A href=recharges attr:class="side-nav__link">
                        {move || i18n.t(ShellKey::NavRecharges)}
                    </A>
                </li>
                <li>
                    <A href=move || format!("{}/profile", base()) attr:class="side-nav__link">
                        {move || i18n.t(ShellKey::NavProfile)}
                    </A>
                </li>
                <li>
                    <A href=move || format!("{}/invitations", base()) attr:class="side-nav__link">
                        {move || i18n.t(ShellKey::NavInvitations)}
                    </A>
                </li>
            </ul>
        </nav>
    }
}
