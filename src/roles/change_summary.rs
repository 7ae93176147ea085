//! What saving will change: the codes added and removed, with Save and Discard, and what someone else changed meanwhile.

use std::sync::Arc;

use leptos::prelude::*;

use super::permission_names::shown_name;
use super::tree_model::FlatTree;
use crate::components::{focus_by_id, Button, ButtonVariant, ChangeAccess};
use crate::forms::{ChangeGroup, ChangeKind, ChangedElsewhere};
use crate::i18n::{use_i18n, Key, RolesKey};
use crate::registry::Area;

/// Lists `changes` (added, removed) by name and code; Save and Discard are off without them.
#[component]
pub fn ChangeSummary(
    /// The tree, for the names of codes.
    tree: Arc<FlatTree>,
    /// Added and removed codes.
    changes: Memo<(Vec<String>, Vec<String>)>,
    /// Codes someone else added and removed, found when saving.
    elsewhere: RwSignal<Option<(Vec<String>, Vec<String>)>>,
    /// True while saving.
    pending: RwSignal<bool>,
    /// Saves.
    on_save: Callback<()>,
    /// Puts the saved codes back.
    on_discard: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let none = Signal::derive(move || changes.with(|(a, r)| a.is_empty() && r.is_empty()));
    // One group of codes, each by its name in the tree and its code.
    let group = move |kind: ChangeKind, title: Key, codes: Vec<String>| {
        let items = codes
            .into_iter()
            .map(|code| {
                let label = tree.label(&code, &|n| shown_name(n, i18n));
                view! { {label}" "<code>{code}</code> }.into_any()
            })
            .collect();
        view! { <ChangeGroup kind title items/> }
    };
    let theirs = {
        let group = group.clone();
        move || {
            let (added, removed) = elsewhere.get()?;
            let group = group.clone();
            Some(view! {
                <ChangedElsewhere message=RolesKey::ChangedElsewhere>
                    {group(ChangeKind::Added, ChangeKind::Added.elsewhere(), added)}
                    {group(ChangeKind::Removed, ChangeKind::Removed.elsewhere(), removed)}
                </ChangedElsewhere>
            })
        }
    };
    let lists = move || {
        let (added, removed) = changes.get();
        if added.is_empty() && removed.is_empty() {
            return view! { <p class="muted">{move || i18n.t(RolesKey::NoChanges)}</p> }.into_any();
        }
        view! {
            {group(ChangeKind::Added, RolesKey::Added.into(), added)}
            {group(ChangeKind::Removed, RolesKey::Removed.into(), removed)}
        }
        .into_any()
    };
    // The list of changes sits under the whole tree, a long way down on a phone: while there
    // are some, a bar at the foot of the window counts them and saves or leads to the list.
    let count = move || changes.with(|(a, r)| a.len() + r.len());
    let bar = move || {
        (count() > 0).then(|| {
            view! {
                <div class="unsaved-bar">
                    <span class="unsaved-bar__count">
                        {move || i18n.tf(RolesKey::UnsavedCount, &[("count", &count().to_string())])}
                    </span>
                    <button
                        type="button"
                        class="btn btn--secondary btn--small"
                        on:click=move |_| focus_by_id("changes-title")
                    >
                        {move || i18n.t(RolesKey::ReviewChanges)}
                    </button>
                    <Button label=RolesKey::Save pending on_click=on_save changes=ChangeAccess::of(Area::Roles)/>
                </div>
            }
        })
    };
    view! {
        {bar}
        <section class="card changes" aria-labelledby="changes-title" aria-live="polite">
            <h2 id="changes-title" class="card__title" tabindex="-1">{move || i18n.t(RolesKey::ChangesTitle)}</h2>
            {theirs}
            {lists}
            <div class="form__actions">
                <Button label=RolesKey::Save pending disabled=none on_click=on_save changes=ChangeAccess::of(Area::Roles)/>
                <Button label=RolesKey::Discard variant=ButtonVariant::Secondary disabled=none on_click=on_discard/>
            </div>
        </section>
    }
}
