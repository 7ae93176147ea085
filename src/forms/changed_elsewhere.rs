//! A value replaced whole that someone else saved while it was being edited: what they changed, and one's own edits applied over it.

use std::collections::BTreeSet;
use std::future::Future;

use leptos::prelude::*;

use crate::api::ApiError;
use crate::i18n::{use_i18n, CommonKey, Key};

/// How a save that first looks for someone else's change ended.
pub enum Saving<T, C> {
    /// Sent; the server's answer.
    Saved(T),
    /// Not sent: the value on the server, which someone else changed meanwhile.
    ChangedElsewhere(C),
}

/// Reads the value on the server (`read`) and sends `write` only when `unchanged` finds it
/// still what the editor started from: a value replaced whole and sent over someone else's
/// change would undo theirs unseen. (A change between the read and the write can still slip
/// in: the contract has no version to send.)
pub async fn save_unless_changed<T, C>(
    read: impl Future<Output = Result<C, ApiError>>,
    unchanged: impl FnOnce(&C) -> bool,
    write: impl Future<Output = Result<T, ApiError>>,
) -> Result<Saving<T, C>, ApiError> {
    let current = read.await?;
    if !unchanged(&current) {
        return Ok(Saving::ChangedElsewhere(current));
    }
    write.await.map(Saving::Saved)
}

/// What is in `to` but not `from` (in `to`'s order), and in `from` but not `to` (in `from`'s).
pub fn added_and_removed<T: Ord + Clone>(from: &[T], to: &[T]) -> (Vec<T>, Vec<T>) {
    let was: BTreeSet<&T> = from.iter().collect();
    let now: BTreeSet<&T> = to.iter().collect();
    (
        to.iter().filter(|x| !was.contains(x)).cloned().collect(),
        from.iter().filter(|x| !now.contains(x)).cloned().collect(),
    )
}

/// What `edited` (changed from `saved`) becomes over `current`, which someone else saved
/// meanwhile: theirs in their order, less what this person removed, then what they added.
pub fn rebase<T: Ord + Clone>(saved: &[T], edited: &[T], current: &[T]) -> Vec<T> {
    let (added, removed) = added_and_removed(saved, edited);
    let removed: BTreeSet<&T> = removed.iter().collect();
    let mut result: Vec<T> = current
        .iter()
        .filter(|x| !removed.contains(x))
        .cloned()
        .collect();
    for x in added {
        if !result.contains(&x) {
            result.push(x);
        }
    }
    result
}

/// The warning that nothing was saved because of someone else's change, then the groups
/// (`children`, [`ChangeGroup`]s) saying what they changed.
#[component]
pub fn ChangedElsewhere(
    /// What happened and what to do.
    #[prop(into)]
    message: Key,
    /// What they changed.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="changes__elsewhere">
            <p class="notice notice--warning">{move || i18n.t(message)}</p>
            {children()}
        </div>
    }
}

/// Whether a [`ChangeGroup`] lists what was added or what was removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    /// Added or granted.
    Added,
    /// Removed or taken away.
    Removed,
}

impl ChangeKind {
    /// The title of someone else's changes of this kind.
    pub fn elsewhere(self) -> Key {
        match self {
            Self::Added => CommonKey::AddedElsewhere.into(),
            Self::Removed => CommonKey::RemovedElsewhere.into(),
        }
    }
}

/// A titled list of changes, the title taking their count: nothing when there are none.
#[component]
pub fn ChangeGroup(
    /// Added or removed.
    kind: ChangeKind,
    /// The title, with `{count}`.
    #[prop(into)]
    title: Key,
    /// The items, each drawn as the content of a list item.
    items: Vec<AnyView>,
) -> impl IntoView {
    let i18n = use_i18n();
    let count = items.len().to_string();
    let class = match kind {
        ChangeKind::Added => "changes__added",
        ChangeKind::Removed => "changes__removed",
    };
    (!items.is_empty()).then(|| {
        let items = items
            .into_iter()
            .map(|item| view! { <li class=class>{item}</li> })
            .collect_view();
        view! {
            <div class="changes__group">
                <h3 class="changes__title">{move || i18n.tf(title, &[("count", &count)])}</h3>
                <ul class="changes__list">{items}</ul>
            </div>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(items: &[&str]) -> Vec<String> {
        items.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn keeps_both_sides_changes_in_their_order() {
        let saved = v(&["b", "a"]);
        let edited = v(&["b", "c"]);
        let current = v(&["d", "b", "a"]);
        assert_eq!(rebase(&saved, &edited, &current), v(&["d", "b", "c"]));
    }

    #[test]
    fn a_change_made_on_both_sides_counts_once() {
        let saved = v(&["a", "b"]);
        let edited = v(&["a", "c"]);
        let current = v(&["a", "c"]);
        assert_eq!(rebase(&saved, &edited, &current), v(&["a", "c"]));
    }

    #[test]
    fn without_edits_it_is_theirs() {
        let saved = v(&["a"]);
        let current = v(&["b"]);
        assert_eq!(rebase(&saved, &saved, &current), current);
    }

    #[test]
    fn names_what_was_added_and_removed() {
        let (added, removed) = added_and_removed(&v(&["a", "b"]), &v(&["c", "a"]));
        assert_eq!((added, removed), (v(&["c"]), v(&["b"])));
    }
}
