//! The workspace's side navigation, grouped: operations, configuration, administration, and
//! the account.

use crate::components::A;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use wasm_bindgen::JsCast;

use super::CommandPalette;
use crate::api::refusal;
use crate::i18n::{use_i18n, AccessKey, Key, ShellKey};
use crate::registry::workspace_path;
use crate::registry::{Area, AreaChunks, NavGroup};

/// One link: its text and its path under the workspace ("" is the workspace's home).
pub(super) type NavLink = (ShellKey, &'static str);

/// The navigation's sections: the workspace's home alone, then each group of the area
/// registry under its heading.
pub(super) fn sections() -> impl Iterator<Item = (Option<ShellKey>, Vec<NavLink>)> {
    let home = (None, vec![(ShellKey::NavOverview, "")]);
    std::iter::once(home).chain(NavGroup::ALL.into_iter().map(|group| {
        let links = Area::in_group(group)
            .map(|area| (area.row().label, area.segment()))
            .collect();
        (Some(group.heading()), links)
    }))
}

const LIST_ID: &str = "side-nav-list";

/// The areas of the current workspace; the current page is marked with `aria-current="page"`.
/// On a narrow screen the links fold behind a Menu button, closed again after each move or by
/// Escape.
#[component]
pub fn SideNav() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let open = RwSignal::new(false);
    // The areas' chunks of the app, fetched while the browser is idle and the page's requests
    // are answered, in the navigation's order (the area open now is already on its way), then
    // the palette's; and at once for a link pointed at.
    let chunks = AreaChunks::from_context();
    match chunks {
        Some(chunks) => chunks.fetch_when_idle(
            sections()
                .flat_map(|(_, links)| links)
                .filter_map(|(_, path)| Area::of_segment(path))
                .collect(),
            super::command_palette::fetch_ahead,
            crate::api::all_answered,
        ),
        None => crate::registry::mark_areas_there(),
    }
    let ahead = move |area: Option<Area>| {
        if let (Some(chunks), Some(area)) = (chunks, area) {
            chunks.fetch_now(area);
        }
    };
    let base = move || workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()));
    let link = move |(text, path): NavLink| {
        // An area whose view was refused in this session is marked, so the person knows before
        // opening it, and why it stays empty.
        let area = Area::of_segment(path);
        let refused = move || {
            area.is_some_and(|area| {
                params.with(|p| refusal::is_refused(&p.get("workspace").unwrap_or_default(), area))
            })
        };
        let href = move || {
            if path.is_empty() {
                base()
            } else {
                format!("{}/{path}", base())
            }
        };
        view! {
            <li>
                <A
                    href=href
                    exact=path.is_empty()
                    attr:class="side-nav__link"
                    on:click=move |_| open.set(false)
                    on:pointerenter=move |_| ahead(area)
                    on:focus=move |_| ahead(area)
                >
                    {move || i18n.t(text)}
                    {move || {
                        refused()
                            .then(|| {
                                view! {
                                    " "
                                    <span
                                        class="side-nav__no-access"
                                        title=move || i18n.t(AccessKey::NoAccessHint)
                                    >
                                        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                                            <rect x="3" y="7" width="10" height="7" rx="1.5"></rect>
                                            <path d="M5 7V5a3 3 0 0 1 6 0v2"></path>
                                        </svg>
                                        {move || i18n.t(AccessKey::NoAccess)}
                                    </span>
                                }
                            })
                    }}
                </A>
            </li>
        }
    };
    let groups = sections()
        .map(|(heading, links)| {
            let heading = heading.map(|h| {
                view! { <li class="side-nav__heading">{move || i18n.t(Key::from(h))}</li> }
            });
            view! {
                {heading}
                {links.into_iter().map(link).collect_view()}
            }
        })
        .collect_view();
    let toggle = NodeRef::<leptos::html::Button>::new();
    // Escape folds the open links away, as it closes the other menus, and hands focus back to
    // the Menu button.
    let close_on_escape = move |ev: leptos::ev::KeyboardEvent| {
        // The command palette in the bar closes itself.
        let in_dialog = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| t.closest("dialog").ok().flatten().is_some());
        if ev.key() == "Escape" && open.get_untracked() && !in_dialog {
            ev.prevent_default();
            open.set(false);
            if let Some(button) = toggle.get_untracked() {
                let _ = button.focus();
            }
        }
    };
    view! {
        <nav
            on:keydown=close_on_escape
            class="side-nav"
            class:side-nav--open=move || open.get()
            aria-label=move || i18n.t(ShellKey::NavLabel)
        >
            <div class="side-nav__bar">
                <button
                    node_ref=toggle
                    type="button"
                    class="side-nav__toggle"
                    aria-controls=LIST_ID
                    aria-expanded=move || if open.get() { "true" } else { "false" }
                    on:click=move |_| open.update(|o| *o = !*o)
                >
                    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                        <path d="M3 5h14M3 10h14M3 15h14"></path>
                    </svg>
                    {move || i18n.t(ShellKey::NavMenu)}
                </button>
                <CommandPalette/>
            </div>
            <ul id=LIST_ID class="side-nav__list">{groups}</ul>
        </nav>
    }
}
