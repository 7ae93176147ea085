//! Where a signed-in person enters: the rule, kept free of the UI so it can be tested.

use crate::registry::workspace_path;

/// Where to go after sign-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// Into this workspace.
    Workspace(String),
    /// To the workspace selection.
    Select,
    /// To onboarding (no workspace yet).
    Onboarding,
}

/// The tab's remembered workspace if it is still available, else the account's home
/// institution if it is one of the workspaces, else the only workspace, else selection when
/// there are several, else onboarding.
pub fn choose_entry(remembered: Option<&str>, home: Option<&str>, workspaces: &[&str]) -> Entry {
    let available = |id: &str| workspaces.contains(&id);
    if let Some(id) = remembered.filter(|id| available(id)) {
        return Entry::Workspace(id.to_owned());
    }
    if let Some(id) = home.filter(|id| available(id)) {
        return Entry::Workspace(id.to_owned());
    }
    match workspaces {
        [] => Entry::Onboarding,
        [only] => Entry::Workspace((*only).to_owned()),
        _ => Entry::Select,
    }
}

/// The path of an entry.
pub fn entry_path(entry: &Entry) -> String {
    match entry {
        Entry::Workspace(id) => workspace_path(id),
        Entry::Select => "/workspaces".to_owned(),
        Entry::Onboarding => "/onboarding".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefers_the_remembered_workspace() {
        let entry = choose_entry(Some("b"), Some("a"), &["a", "b"]);
        assert_eq!(entry, Entry::Workspace("b".into()));
    }

    #[test]
    fn falls_back_to_home_then_selection_then_onboarding() {
        assert_eq!(
            choose_entry(Some("gone"), Some("a"), &["a", "b"]),
            Entry::Workspace("a".into())
        );
        assert_eq!(choose_entry(None, Some("x"), &["a", "b"]), Entry::Select);
        assert_eq!(
            choose_entry(None, None, &["a"]),
            Entry::Workspace("a".into())
        );
        assert_eq!(choose_entry(None, Some("a"), &[]), Entry::Onboarding);
    }
}
