//! Records this browser opened recently, per list, kept in `localStorage`: each one's
//! identifier, workspace, and the name and status it had when last read.

use serde::{Deserialize, Serialize};

use super::storage::{self, Store};

/// How many records a list keeps.
const KEEP: usize = 8;

/// A record opened recently.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recent {
    /// Its identifier.
    pub id: String,
    /// The workspace it was opened in.
    pub workspace: String,
    /// Its name, when the read told it.
    #[serde(default)]
    pub name: Option<String>,
    /// Its status code, when the read told it.
    #[serde(default)]
    pub status: Option<String>,
}

impl Recent {
    /// A record known only by its identifier, in `workspace`.
    pub fn new(id: impl Into<String>, workspace: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            workspace: workspace.into(),
            name: None,
            status: None,
        }
    }

    fn same_record(&self, other: &Self) -> bool {
        self.id == other.id && self.workspace == other.workspace
    }
}

fn key(list: &str) -> String {
    format!("portal.recent.{list}")
}

/// Puts `opened` in front of `list` (in place of the same record, whose name and status it
/// keeps where it tells none), keeping at most [`KEEP`].
pub fn pushed(mut list: Vec<Recent>, mut opened: Recent) -> Vec<Recent> {
    if let Some(known) = list.iter().find(|r| r.same_record(&opened)) {
        opened.name = opened.name.or_else(|| known.name.clone());
        opened.status = opened.status.or_else(|| known.status.clone());
    }
    list.retain(|r| !r.same_record(&opened));
    list.insert(0, opened);
    list.truncate(KEEP);
    list
}

/// The records of `list`, most recent first. (A list kept in an older form reads as empty.)
pub fn recent(list: &str) -> Vec<Recent> {
    storage::get(Store::Browser, &key(list))
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Records that `opened` of `list` was opened (or read again); answers the list as it is now.
pub fn remember(list: &str, opened: Recent) -> Vec<Recent> {
    let records = pushed(recent(list), opened);
    if let Ok(text) = serde_json::to_string(&records) {
        storage::set(Store::Browser, &key(list), &text);
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(id: &str, name: Option<&str>) -> Recent {
        Recent {
            name: name.map(str::to_owned),
            ..Recent::new(id, "ws")
        }
    }

    #[test]
    fn most_recent_first_without_repeats() {
        let list = pushed(vec![named("a", None), named("b", None)], named("b", None));
        let ids: Vec<&str> = list.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["b", "a"]);
        let many = (0..20).fold(Vec::new(), |list, n| {
            pushed(list, named(&n.to_string(), None))
        });
        assert_eq!(many.len(), KEEP);
        assert_eq!(many[0].id, "19");
    }

    #[test]
    fn a_read_that_tells_no_name_keeps_the_known_one() {
        let list = pushed(vec![named("a", Some("Ops mail"))], named("a", None));
        assert_eq!(list[0].name.as_deref(), Some("Ops mail"));
        let renamed = pushed(list, named("a", Some("Alerts")));
        assert_eq!(renamed[0].name.as_deref(), Some("Alerts"));
    }

    #[test]
    fn the_same_id_in_two_workspaces_is_two_records() {
        let other = Recent::new("a", "other");
        let list = pushed(vec![named("a", None)], other);
        assert_eq!(list.len(), 2);
    }
}
