//! The permission tree drawn as indented checkboxes: tri-state parents, disabled nodes, a filter.

use std::collections::BTreeSet;
use std::sync::Arc;

use leptos::prelude::*;
use web_sys::HtmlInputElement;

use super::permission_names::shown_name;
use super::tree_model::{Check, FlatTree};
use crate::i18n::{use_i18n, RolesKey};
use crate::web::performance;

/// Every node is drawn once; the filter only hides rows, so a keystroke redraws nothing.
#[component]
pub fn PermissionTree(
    /// The flattened tree.
    tree: Arc<FlatTree>,
    /// The granted codes.
    granted: RwSignal<BTreeSet<String>>,
    /// The filter text.
    filter: RwSignal<String>,
    /// No box can change.
    read_only: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let shown = {
        let tree = tree.clone();
        let keystrokes = StoredValue::new(0u32);
        Memo::new(move |_| {
            let text = filter.get();
            // For the benchmark: each filter change, from here to the rows hidden and shown.
            let n = keystrokes.get_value() + 1;
            keystrokes.set_value(n);
            let start = format!("perm-filter-start-{n}");
            performance::mark(&start);
            request_animation_frame(move || {
                let end = format!("perm-filter-end-{n}");
                performance::mark(&end);
                performance::measure("perm-filter", &start, &end);
            });
            tree.shown(&text, &|node| shown_name(node, i18n))
        })
    };
    let nothing = move || shown.with(|s| !s.iter().any(|v| *v));
    let rows = tree
        .nodes
        .iter()
        .enumerate()
        .map(|(index, node)| {
            let tree = tree.clone();
            let state = {
                let tree = tree.clone();
                move || granted.with(|g| tree.check(index, g))
            };
            let label = {
                let tree = tree.clone();
                move || tree.label_at(index, &|n| shown_name(n, i18n))
            };
            let name = {
                let node = node.clone();
                move || shown_name(&node, i18n)
            };
            let toggle = move |ev: leptos::ev::Event| {
                granted.update(|g| shown.with_untracked(|s| tree.toggle(index, s, g)));
                // The browser flipped the box itself; put it back to what the state says.
                let input: HtmlInputElement = event_target(&ev);
                let now = granted.with_untracked(|g| tree.check(index, g));
                input.set_checked(now == Check::Checked);
                input.set_indeterminate(now == Check::Mixed);
            };
            let checked = {
                let state = state.clone();
                move || state() == Check::Checked
            };
            let mixed = {
                let state = state.clone();
                move || state() == Check::Mixed
            };
            let disabled_badge = (!node.enabled).then(|| {
                view! { <span class="badge badge--neutral">{move || i18n.t(RolesKey::Disabled)}</span> }
            });
            let class = format!("perm-tree__row perm-tree__row--d{}", node.depth.min(3));
            // The label names the permission; its description is read after it, not instead.
            let described = node.description.as_ref().map(|_| format!("perm-desc-{index}"));
            view! {
                <li class=class class:perm-tree__row--disabled=!node.enabled style:display=move || if shown.with(|s| s[index]) { "" } else { "none" }>
                    <label class="perm-tree__label">
                        <input
                            type="checkbox"
                            aria-label=label
                            aria-describedby=described.clone()
                            prop:checked=checked
                            prop:indeterminate=mixed
                            aria-checked=move || state().aria()
                            disabled=read_only || !node.enabled
                            on:change=toggle
                        />
                        <span class="perm-tree__name">{name}</span>
                        <code class="perm-tree__code">{node.code.clone()}</code>
                        {disabled_badge}
                    </label>
                    {node.description.clone().map(|d| view! { <span id=described class="perm-tree__description muted">{d}</span> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <ul class="perm-tree">{rows}</ul>
        <p class="muted" style:display=move || if nothing() { "" } else { "none" }>{move || i18n.t(RolesKey::NoMatch)}</p>
    }
}
