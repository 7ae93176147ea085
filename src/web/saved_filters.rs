//! Filter sets a person saved under a name, per list (and per workspace where the list is
//! the workspace's), kept in `localStorage` as a JSON array of `{"name", "query"}`.

use serde::{Deserialize, Serialize};

use super::letter_case::lower;
use super::storage::{self, Store};

/// The longest name, in characters.
pub const NAME_MAX: usize = 40;
/// How many sets one list keeps.
pub const KEEP: usize = 20;

/// One saved set: its name and the list's query (filters and sort, without the page).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedFilter {
    /// The name the person gave it.
    pub name: String,
    /// The query string, without `?`.
    pub query: String,
}

/// Why a set cannot be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveProblem {
    /// No name was given.
    NameRequired,
    /// The name is longer than [`NAME_MAX`].
    NameTooLong,
    /// A set of this name exists (names compare without case).
    NameTaken,
    /// The list already keeps [`KEEP`] sets.
    Full,
    /// The list shows no filter or sort to save.
    NothingToSave,
}

/// The storage key of `list`'s sets, in `workspace` when the list is a workspace's.
pub fn key(list: &str, workspace: Option<&str>) -> String {
    match workspace {
        Some(w) => format!("portal.saved-filters.{list}.{w}"),
        None => format!("portal.saved-filters.{list}"),
    }
}

/// The sets stored as `text`; anything unreadable (an old or hand-edited value) is no sets.
pub fn decode(text: &str) -> Vec<SavedFilter> {
    let mut sets: Vec<SavedFilter> = serde_json::from_str(text).unwrap_or_default();
    sets.retain(|s| !s.name.trim().is_empty());
    sets
}

/// `sets` with a new one named `name` (trimmed) for `query` at the end, or why not.
pub fn added(
    sets: &[SavedFilter],
    name: &str,
    query: &str,
) -> Result<Vec<SavedFilter>, SaveProblem> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SaveProblem::NameRequired);
    }
    if name.chars().count() > NAME_MAX {
        return Err(SaveProblem::NameTooLong);
    }
    let wanted = lower(name);
    if sets.iter().any(|s| lower(&s.name) == wanted) {
        return Err(SaveProblem::NameTaken);
    }
    if sets.len() >= KEEP {
        return Err(SaveProblem::Full);
    }
    if query.trim_start_matches('?').is_empty() {
        return Err(SaveProblem::NothingToSave);
    }
    let mut next = sets.to_vec();
    next.push(SavedFilter {
        name: name.to_owned(),
        query: query.trim_start_matches('?').to_owned(),
    });
    Ok(next)
}

/// `sets` without the one named `name`.
pub fn removed(sets: &[SavedFilter], name: &str) -> Vec<SavedFilter> {
    sets.iter().filter(|s| s.name != name).cloned().collect()
}

/// The sets kept under `key`.
pub fn load(key: &str) -> Vec<SavedFilter> {
    storage::get(Store::Browser, key)
        .map(|text| decode(&text))
        .unwrap_or_default()
}

/// Keeps `sets` under `key` (none removes the key).
pub fn store(key: &str, sets: &[SavedFilter]) {
    if sets.is_empty() {
        storage::remove(Store::Browser, key);
    } else if let Ok(text) = serde_json::to_string(sets) {
        storage::set(Store::Browser, key, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(name: &str, query: &str) -> SavedFilter {
        SavedFilter {
            name: name.into(),
            query: query.into(),
        }
    }

    #[test]
    fn keys_are_per_list_and_workspace() {
        assert_eq!(
            key("recharges", Some("ws1")),
            "portal.saved-filters.recharges.ws1"
        );
        assert_eq!(
            key("wallet-currencies", None),
            "portal.saved-filters.wallet-currencies"
        );
    }

    #[test]
    fn stored_text_round_trips_and_bad_text_is_empty() {
        let sets = vec![set("Pending USD", "status=PENDING&currency=840")];
        let text = serde_json::to_string(&sets).unwrap();
        assert_eq!(
            text,
            r#"[{"name":"Pending USD","query":"status=PENDING&currency=840"}]"#
        );
        assert_eq!(decode(&text), sets);
        assert!(decode("not json").is_empty());
        assert!(decode(r#"{"name":"x"}"#).is_empty());
        assert!(decode(r#"[{"name":"  ","query":"a=1"}]"#).is_empty());
    }

    #[test]
    fn names_are_required_short_and_unique() {
        let sets = vec![set("Pending", "status=PENDING")];
        assert_eq!(added(&sets, "  ", "a=1"), Err(SaveProblem::NameRequired));
        let long = "x".repeat(NAME_MAX + 1);
        assert_eq!(added(&sets, &long, "a=1"), Err(SaveProblem::NameTooLong));
        assert!(added(&sets, &"é".repeat(NAME_MAX), "a=1").is_ok());
        assert_eq!(
            added(&sets, " pending ", "a=1"),
            Err(SaveProblem::NameTaken)
        );
        assert_eq!(added(&sets, "Other", ""), Err(SaveProblem::NothingToSave));
        let next = added(&sets, " Done ", "?status=DONE").unwrap();
        assert_eq!(next[1], set("Done", "status=DONE"));
    }

    #[test]
    fn a_full_list_refuses_and_removal_is_by_name() {
        let full: Vec<_> = (0..KEEP).map(|n| set(&n.to_string(), "a=1")).collect();
        assert_eq!(added(&full, "new", "a=1"), Err(SaveProblem::Full));
        let fewer = removed(&full, "3");
        assert_eq!(fewer.len(), KEEP - 1);
        assert!(fewer.iter().all(|s| s.name != "3"));
    }
}
