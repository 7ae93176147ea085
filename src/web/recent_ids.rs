//! Identifiers this browser opened recently, per list, kept in `localStorage`.

use super::storage::{self, Store};

/// How many identifiers a list keeps.
const KEEP: usize = 8;

fn key(list: &str) -> String {
    format!("portal.recent.{list}")
}

/// Adds `id` in front of `ids` (moving it there if present), keeping at most [`KEEP`].
pub fn pushed(mut ids: Vec<String>, id: &str) -> Vec<String> {
    ids.retain(|i| i != id);
    ids.insert(0, id.to_owned());
    ids.truncate(KEEP);
    ids
}

/// The identifiers of `list`, most recent first.
pub fn recent(list: &str) -> Vec<String> {
    storage::get(Store::Browser, &key(list))
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Records that `id` of `list` was opened; answers the list as it is now.
pub fn remember(list: &str, id: &str) -> Vec<String> {
    let ids = pushed(recent(list), id);
    if let Ok(text) = serde_json::to_string(&ids) {
        storage::set(Store::Browser, &key(list), &text);
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn most_recent_first_without_repeats() {
        let ids = pushed(vec!["a".into(), "b".into()], "b");
        assert_eq!(ids, ["b", "a"]);
        let many = (0..20).fold(Vec::new(), |ids, n| pushed(ids, &n.to_string()));
        assert_eq!(many.len(), KEEP);
        assert_eq!(many[0], "19");
    }
}
