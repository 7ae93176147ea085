//! A role's codes changed by someone else while it was being edited: one's own edits applied over theirs.

use std::collections::BTreeSet;

/// What `granted` (edited from `saved`) becomes over `current`, the codes someone else saved
/// meanwhile: theirs, plus what this person added, less what they removed.
pub fn rebase(
    saved: &BTreeSet<String>,
    granted: &BTreeSet<String>,
    current: &BTreeSet<String>,
) -> BTreeSet<String> {
    let mut result = current.clone();
    for added in granted.difference(saved) {
        result.insert(added.clone());
    }
    for removed in saved.difference(granted) {
        result.remove(removed);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(codes: &[&str]) -> BTreeSet<String> {
        codes.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn keeps_both_sides_changes() {
        let saved = set(&["a:read", "b:read"]);
        let granted = set(&["a:read", "c:read"]);
        let current = set(&["a:read", "b:read", "d:read"]);
        assert_eq!(
            rebase(&saved, &granted, &current),
            set(&["a:read", "c:read", "d:read"])
        );
    }

    #[test]
    fn a_removal_made_on_both_sides_stays_removed() {
        let saved = set(&["a:read", "b:read"]);
        let granted = set(&["a:read"]);
        let current = set(&["a:read"]);
        assert_eq!(rebase(&saved, &granted, &current), set(&["a:read"]));
    }

    #[test]
    fn without_edits_it_is_theirs() {
        let saved = set(&["a:read"]);
        let current = set(&["b:write"]);
        assert_eq!(rebase(&saved, &saved, &current), current);
    }
}
