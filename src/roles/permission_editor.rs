//! The permissions of one role: the tree with its filter, what will change, and saving.

use std::collections::BTreeSet;
use std::sync::Arc;

use leptos::prelude::*;
use portal_api::roles::Role;

use super::change_summary::ChangeSummary;
use super::permission_tree::PermissionTree;
use super::tree_model::{diff, FlatTree};
use crate::api;
use crate::components::{use_toasts, ErrorView, Fetched, Notice, NoticeKind};
use crate::forms::{
    keep_with_forms, rebase, save_unless_changed, take_kept, FieldKind, FormField, Saving, Sending,
};
use crate::i18n::{use_i18n, Message, RolesKey};
use crate::web::performance;

/// Measures for the benchmark: from asking for the tree to drawn, and drawing alone.
const TREE_START: &str = "perm-tree-start";
const TREE_DATA: &str = "perm-tree-data";
const TREE_DRAWN: &str = "perm-tree-drawn";
/// The name the unsaved changes are kept under across a reload or an ended session.
const KEPT: &str = "role-permissions";

fn codes(role: &Role) -> BTreeSet<String> {
    code_set(&role.permission_codes)
}

fn code_set(list: &[String]) -> BTreeSet<String> {
    // Inserted one by one: collecting would sort the strings with a copy of the sort of
    // their own (see crate::order).
    let mut codes = BTreeSet::new();
    for code in list {
        codes.insert(code.clone());
    }
    codes
}

/// The strings of a kept JSON array.
fn kept_codes(value: &serde_json::Value) -> Vec<String> {
    value
        .as_array()
        .map(|codes| {
            codes
                .iter()
                .filter_map(|c| c.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Puts the changes kept for role `id` (added and removed codes) over `granted`, as other
/// forms put back what was typed; whether there were any.
fn bring_back(id: &str, granted: RwSignal<BTreeSet<String>>) -> bool {
    let Some(kept) = take_kept(KEPT).filter(|k| k["role"].as_str() == Some(id)) else {
        return false;
    };
    let (added, removed) = (kept_codes(&kept["added"]), kept_codes(&kept["removed"]));
    granted.update(|g| {
        for code in added {
            g.insert(code);
        }
        for code in &removed {
            g.remove(code);
        }
    });
    true
}

/// Edits which codes `role` holds; `dirty` is true while there are unsaved changes. Saving
/// sends the whole set and shows the role the server answers with, unless someone else changed
/// the role's codes since they were read: then their change becomes the saved state, this
/// person's edits are applied over it, and both are shown for another save.
#[component]
pub fn PermissionEditor(
    /// The role; replaced by the saved one.
    role: RwSignal<Role>,
    /// Shows the tree without letting it change (the OWNER role).
    read_only: bool,
    /// True while changes are not saved.
    dirty: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let tree = Fetched::new(|| async {
        performance::mark(TREE_START);
        let result = api::roles::tree().await;
        performance::mark(TREE_DATA);
        result.map(|t| Arc::new(FlatTree::new(&t)))
    });
    let saved = Memo::new(move |_| role.with(codes));
    let granted = RwSignal::new(role.with_untracked(codes));
    let filter = RwSignal::new(String::new());
    let changes = Memo::new(move |_| diff(&saved.get(), &granted.get()));
    // Changes not saved before a reload (or an ended session) come back, and say they are not
    // saved yet for as long as they are not.
    let role_id = role.with_untracked(|r| r.biz_id.clone());
    let brought_back = !read_only && bring_back(&role_id, granted);
    let kept_note = Signal::derive(move || {
        let unsaved = changes.with(|(a, r)| !a.is_empty() || !r.is_empty());
        (brought_back && unsaved).then(|| Message::from(RolesKey::KeptChanges))
    });
    if !read_only {
        keep_with_forms(KEPT, move || {
            let (added, removed) = changes.get_untracked();
            (!added.is_empty() || !removed.is_empty())
                .then(|| serde_json::json!({"role": role_id, "added": added, "removed": removed}))
        });
    }
    crate::reactive::effect(move || {
        let changed = changes.with(|(added, removed)| !added.is_empty() || !removed.is_empty());
        dirty.set(changed);
    });
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    // What someone else added and removed, when a save found their change.
    let elsewhere = RwSignal::new(None::<(Vec<String>, Vec<String>)>);
    let save = Callback::new(move |_| {
        let id = role.with_untracked(|r| r.biz_id.clone());
        let baseline = saved.get_untracked();
        let set: Vec<String> = granted.get_untracked().into_iter().collect();
        let started_from = baseline.clone();
        let write_id = id.clone();
        let request = save_unless_changed(
            async move { api::roles::permissions(&id).await },
            move |now: &Vec<String>| code_set(now) == started_from,
            async move { api::roles::set_permissions(&write_id, set).await },
        );
        sending.send(request, move |answer| match answer {
            Saving::Saved(answer) => {
                elsewhere.set(None);
                granted.set(codes(&answer));
                role.set(answer);
                toasts.success(RolesKey::Saved);
            }
            Saving::ChangedElsewhere(current) => {
                let current = code_set(&current);
                elsewhere.set(Some(diff(&baseline, &current)));
                granted.update(|g| {
                    let list = |set: &BTreeSet<String>| set.iter().cloned().collect::<Vec<_>>();
                    *g = code_set(&rebase(&list(&baseline), &list(g), &list(&current)));
                });
                role.update(|r| r.permission_codes = current.into_iter().collect());
            }
        });
    });
    let discard = Callback::new(move |_| {
        elsewhere.set(None);
        granted.set(saved.get_untracked());
    });
    let filter_hint: Message = RolesKey::FilterHint.into();

    let body = tree.show(move |flat| {
        request_animation_frame(|| {
            performance::mark(TREE_DRAWN);
            performance::measure("perm-tree", TREE_START, TREE_DRAWN);
            performance::measure("perm-tree-render", TREE_DATA, TREE_DRAWN);
        });
        let summary_tree = flat.clone();
        view! {
            <PermissionTree tree=flat granted filter read_only/>
            {(!read_only).then(|| view! {
                <ChangeSummary tree=summary_tree changes elsewhere pending on_save=save on_discard=discard/>
            })}
        }
        .into_any()
    });
    view! {
        <section class="section" aria-labelledby="permissions-title">
            <h2 id="permissions-title" class="section__title">{move || i18n.t(RolesKey::PermissionsTitle)}</h2>
            <FormField id="permission-filter" label=RolesKey::Filter value=filter kind=FieldKind::Search hint=filter_hint/>
            <Notice message=kept_note kind=NoticeKind::Warning/>
            <ErrorView error/>
            {body}
        </section>
    }
}
