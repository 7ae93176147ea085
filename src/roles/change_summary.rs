//! What saving will change: the codes added and removed, with Save and Discard, and what someone else changed meanwhile.

use std::sync::Arc;

use leptos::prelude::*;

use super::permission_names::shown_name;
use super::tree_model::FlatTree;
use crate::components::{Button, ButtonVariant};
use crate::i18n::{use_i18n, RoleKey};

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
    let list = move |key: RoleKey, codes: Vec<String>, class: &'static str| {
        let count = codes.len().to_string();
        let tree = tree.clone();
        let items = codes
            .into_iter()
            .map(|code| {
                let label = tree.label(&code, &|n| shown_name(n, i18n));
                view! { <li class=class>{label}" "<code>{code}</code></li> }
            })
            .collect_view();
        view! {
            <div class="changes__group">
                <h3 class="changes__title">{move || i18n.tf(key, &[("count", &count)])}</h3>
                <ul class="changes__list">{items}</ul>
            </div>
        }
    };
    let list_theirs = list.clone();
    let theirs = move || {
        let (added, removed) = elsewhere.get()?;
        Some(view! {
            <div class="changes__elsewhere">
                <p class="notice notice--warning">{move || i18n.t(RoleKey::ChangedElsewhere)}</p>
                {(!added.is_empty()).then(|| list_theirs(RoleKey::AddedElsewhere, added, "changes__added"))}
                {(!removed.is_empty()).then(|| list_theirs(RoleKey::RemovedElsewhere, removed, "changes__removed"))}
            </div>
        })
    };
    let lists = move || {
        let (added, removed) = changes.get();
        if added.is_empty() && removed.is_empty() {
            return view! { <p class="muted">{move || i18n.t(RoleKey::NoChanges)}</p> }.into_any();
        }
        view! {
            {(!added.is_empty()).then(|| list(RoleKey::Added, added, "changes__added"))}
            {(!removed.is_empty()).then(|| list(RoleKey::Removed, removed, "changes__removed"))}
        }
        .into_any()
    };
    view! {
        <section class="card changes" aria-labelledby="changes-title" aria-live="polite">
            <h2 id="changes-title" class="card__title">{move || i18n.t(RoleKey::ChangesTitle)}</h2>
            {theirs}
            {lists}
            <div class="form__actions">
                <Button label=RoleKey::Save pending disabled=none on_click=on_save/>
                <Button label=RoleKey::Discard variant=ButtonVariant::Secondary disabled=none on_click=on_discard/>
            </div>
        </section>
    }
}
