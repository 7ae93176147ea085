//! Saving the whitelist unless someone else saved it since it was read, and applying one's edits over theirs when they did.

use portal_api::ip_whitelist::{IpWhitelist, IpWhitelistUpdate};

use crate::api::{self, ApiError};
use crate::forms::{self, added_and_removed, rebase, Saving};

/// What someone else changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Elsewhere {
    /// Entries they added.
    pub added: Vec<String>,
    /// Entries they removed.
    pub removed: Vec<String>,
    /// The switch, when they turned it.
    pub switched: Option<bool>,
}

/// Whether `b` holds the switch and entries of `a`, in any order.
fn same(a: &IpWhitelist, b: &IpWhitelist) -> bool {
    let (added, removed) = added_and_removed(&a.entries, &b.entries);
    a.enabled == b.enabled && added.is_empty() && removed.is_empty()
}

/// Sends `body` unless the whitelist on the server is no longer `saved` (entries in any
/// order).
pub async fn save_unless_changed(
    saved: IpWhitelist,
    body: IpWhitelistUpdate,
) -> Result<Saving<Option<IpWhitelist>, IpWhitelist>, ApiError> {
    forms::save_unless_changed(
        api::ip_whitelist::read(),
        |current| same(&saved, current),
        async move { api::ip_whitelist::save(&body).await },
    )
    .await
}

/// The switch and entries this person set (from `saved`), applied over `current`: a switch
/// they turned stays as they set it. Also what the other person changed.
pub fn apply_over(
    saved: &IpWhitelist,
    edited: &IpWhitelistUpdate,
    current: &IpWhitelist,
) -> (IpWhitelistUpdate, Elsewhere) {
    let enabled = if edited.enabled == saved.enabled {
        current.enabled
    } else {
        edited.enabled
    };
    let entries = rebase(&saved.entries, &edited.entries, &current.entries);
    let (added, removed) = added_and_removed(&saved.entries, &current.entries);
    let switched = (current.enabled != saved.enabled).then_some(current.enabled);
    (
        IpWhitelistUpdate { enabled, entries },
        Elsewhere {
            added,
            removed,
            switched,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(enabled: bool, entries: &[&str]) -> IpWhitelist {
        IpWhitelist {
            enabled,
            entries: entries.iter().map(|e| (*e).to_owned()).collect(),
            caller_ip: None,
            updated_at: None,
        }
    }

    fn edit(enabled: bool, entries: &[&str]) -> IpWhitelistUpdate {
        let l = list(enabled, entries);
        IpWhitelistUpdate {
            enabled: l.enabled,
            entries: l.entries,
        }
    }

    #[test]
    fn the_same_entries_in_another_order_are_no_change() {
        assert!(same(&list(true, &["a", "b"]), &list(true, &["b", "a"])));
        assert!(!same(&list(true, &["a"]), &list(false, &["a"])));
        assert!(!same(&list(true, &["a"]), &list(true, &["a", "c"])));
    }

    #[test]
    fn keeps_both_sides_entries_and_the_switch_this_person_turned() {
        let saved = list(false, &["10.0.0.0/8", "192.0.2.1"]);
        let edited = edit(true, &["10.0.0.0/8", "198.51.100.7"]);
        let current = list(false, &["10.0.0.0/8", "192.0.2.1", "203.0.113.0/24"]);
        let (update, elsewhere) = apply_over(&saved, &edited, &current);
        assert!(update.enabled);
        assert_eq!(
            update.entries,
            ["10.0.0.0/8", "203.0.113.0/24", "198.51.100.7"]
        );
        assert_eq!(elsewhere.added, ["203.0.113.0/24"]);
        assert!(elsewhere.removed.is_empty());
        assert_eq!(elsewhere.switched, None);
    }

    #[test]
    fn a_switch_only_they_turned_is_theirs() {
        let saved = list(true, &["192.0.2.1"]);
        let edited = edit(true, &["192.0.2.1", "192.0.2.2"]);
        let current = list(false, &[]);
        let (update, elsewhere) = apply_over(&saved, &edited, &current);
        assert!(!update.enabled);
        assert_eq!(update.entries, ["192.0.2.2"]);
        assert_eq!(elsewhere.removed, ["192.0.2.1"]);
        assert_eq!(elsewhere.switched, Some(false));
    }
}
