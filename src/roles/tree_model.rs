//! The permission tree flattened for drawing: tri-state, filter matching, toggling and the diff.

use std::collections::BTreeSet;

use portal_api::roles::PermissionNode;

use super::permission_names::portal_name;
use crate::i18n::Key;
use crate::order::sorted_by_key;
use crate::web::letter_case::lower;

/// What a node's box shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Every permission under it is granted.
    Checked,
    /// None is.
    Unchecked,
    /// Some are.
    Mixed,
}

impl Check {
    /// The `aria-checked` value.
    pub fn aria(self) -> &'static str {
        match self {
            Self::Checked => "true",
            Self::Unchecked => "false",
            Self::Mixed => "mixed",
        }
    }
}

/// One node in depth-first order; its subtree is `index..end`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlatNode {
    /// The permission code.
    pub code: String,
    /// The server's name.
    pub name: String,
    /// The portal's own name, shown instead where it has one.
    pub key: Option<Key>,
    /// What it allows, if said.
    pub description: Option<String>,
    /// 0 at the top.
    pub depth: usize,
    /// A disabled node cannot be changed.
    pub enabled: bool,
    /// One past its last descendant.
    pub end: usize,
    /// Whether it has no children (a grantable code).
    pub leaf: bool,
    /// The server's name, code and description in lower case, for the filter.
    haystack: String,
}

/// The whole tree, flattened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FlatTree {
    /// The nodes, depth first, siblings by `sortOrder`.
    pub nodes: Vec<FlatNode>,
}

impl FlatTree {
    /// Flattens `tree`; a node under a disabled node is disabled too.
    pub fn new(tree: &[PermissionNode]) -> Self {
        let mut flat = Self::default();
        flat.push_all(tree, 0, true);
        flat
    }

    fn push_all(&mut self, nodes: &[PermissionNode], depth: usize, enabled: bool) {
        for node in sorted_by_key(nodes.iter().collect(), |n| n.sort_order) {
            let index = self.nodes.len();
            let enabled = enabled && node.is_enabled;
            let description = node
                .permission_description
                .clone()
                .filter(|d| !d.is_empty());
            let haystack = lower(&format!(
                "{} {} {}",
                node.permission_name,
                node.permission_code,
                description.as_deref().unwrap_or_default()
            ));
            self.nodes.push(FlatNode {
                code: node.permission_code.clone(),
                name: node.permission_name.clone(),
                key: portal_name(&node.permission_code),
                description,
                depth,
                enabled,
                end: index + 1,
                leaf: node.children.is_empty(),
                haystack,
            });
            self.push_all(&node.children, depth + 1, enabled);
            self.nodes[index].end = self.nodes.len();
        }
    }

    fn leaves(&self, index: usize) -> impl Iterator<Item = &FlatNode> {
        self.nodes[index..self.nodes[index].end]
            .iter()
            .filter(|n| n.leaf)
    }

    /// Checked when every permission under `index` (or itself, on a leaf) is in `granted`,
    /// unchecked when none is, mixed otherwise.
    pub fn check(&self, index: usize, granted: &BTreeSet<String>) -> Check {
        let (mut on, mut off) = (false, false);
        for leaf in self.leaves(index) {
            if granted.contains(&leaf.code) {
                on = true;
            } else {
                off = true;
            }
        }
        match (on, off) {
            (true, false) => Check::Checked,
            (true, true) => Check::Mixed,
            _ => Check::Unchecked,
        }
    }

    /// Clicking `index`: the enabled, `shown` permissions under it are all granted, or all
    /// taken away when they already all were. Disabled and hidden ones keep their state.
    pub fn toggle(&self, index: usize, shown: &[bool], granted: &mut BTreeSet<String>) {
        let targets: Vec<(usize, &FlatNode)> = (index..self.nodes[index].end)
            .map(|i| (i, &self.nodes[i]))
            .filter(|(i, n)| n.leaf && n.enabled && shown.get(*i).copied().unwrap_or(true))
            .collect();
        let all_on = targets.iter().all(|(_, n)| granted.contains(&n.code));
        for (_, node) in targets {
            if all_on {
                granted.remove(&node.code);
            } else {
                granted.insert(node.code.clone());
            }
        }
    }

    /// Which nodes the filter shows: those matching every word in the name shown (`names`),
    /// the server's name, the code or the description, their ancestors (to reach them) and
    /// their descendants (what a matching group holds). Blank shows all.
    pub fn shown(&self, filter: &str, names: &dyn Fn(&FlatNode) -> String) -> Vec<bool> {
        let words: Vec<String> = filter.split_whitespace().map(lower).collect();
        if words.is_empty() {
            return vec![true; self.nodes.len()];
        }
        let mut shown = vec![false; self.nodes.len()];
        let mut ancestors: Vec<usize> = Vec::new();
        let mut i = 0;
        while i < self.nodes.len() {
            let node = &self.nodes[i];
            while ancestors.last().is_some_and(|&a| self.nodes[a].end <= i) {
                ancestors.pop();
            }
            let shown_name = lower(&names(node));
            let found =
                |w: &String| node.haystack.contains(w.as_str()) || shown_name.contains(w.as_str());
            if words.iter().all(found) {
                for &a in &ancestors {
                    shown[a] = true;
                }
                shown[i..node.end].iter_mut().for_each(|s| *s = true);
                i = node.end;
                continue;
            }
            ancestors.push(i);
            i += 1;
        }
        shown
    }

    /// "Group · Action" for a leaf code, in the names shown (`names`); the code itself when
    /// the tree does not hold it.
    pub fn label(&self, code: &str, names: &dyn Fn(&FlatNode) -> String) -> String {
        match self.nodes.iter().position(|n| n.leaf && n.code == code) {
            Some(index) => self.label_at(index, names),
            None => code.to_owned(),
        }
    }

    /// The node at `index` as a person reads it: "Group · Action" for a leaf, which alone
    /// would not say what it allows; a group's own name.
    pub fn label_at(&self, index: usize, names: &dyn Fn(&FlatNode) -> String) -> String {
        let node = &self.nodes[index];
        let parent = node.leaf.then(|| {
            self.nodes[..index]
                .iter()
                .rev()
                .find(|n| n.depth + 1 == node.depth)
        });
        match parent.flatten() {
            Some(p) => format!("{} · {}", names(p), names(node)),
            None => names(node),
        }
    }
}

/// Codes granted now but not when saved, and codes saved but no longer granted, each sorted.
pub fn diff(saved: &BTreeSet<String>, now: &BTreeSet<String>) -> (Vec<String>, Vec<String>) {
    (
        now.difference(saved).cloned().collect(),
        saved.difference(now).cloned().collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(
        code: &str,
        name: &str,
        order: i64,
        enabled: bool,
        children: Vec<PermissionNode>,
    ) -> PermissionNode {
        PermissionNode {
            biz_id: code.to_owned(),
            permission_code: code.to_owned(),
            permission_name: name.to_owned(),
            permission_description: None,
            parent_biz_id: None,
            permission_group: String::new(),
            portal_visibility: None,
            sort_order: order,
            is_enabled: enabled,
            children,
        }
    }

    fn group(code: &str, name: &str, order: i64, write_enabled: bool) -> PermissionNode {
        node(
            code,
            name,
            order,
            true,
            vec![
                node(&format!("{code}:write"), "Write", 2, write_enabled, vec![]),
                node(&format!("{code}:read"), "Read", 1, true, vec![]),
            ],
        )
    }

    fn tree() -> FlatTree {
        FlatTree::new(&[
            node(
                "data",
                "Data",
                2,
                true,
                vec![group("files", "Files", 1, false)],
            ),
            node(
                "operations",
                "Operations",
                1,
                true,
                vec![
                    group("recharges", "Recharges", 1, true),
                    group("transfers", "Transfers", 2, true),
                ],
            ),
        ])
    }

    fn server_names(node: &FlatNode) -> String {
        node.name.clone()
    }

    fn set(codes: &[&str]) -> BTreeSet<String> {
        codes.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn flattens_in_sort_order() {
        let t = tree();
        let codes: Vec<&str> = t.nodes.iter().map(|n| n.code.as_str()).collect();
        assert_eq!(
            codes,
            [
                "operations",
                "recharges",
                "recharges:read",
                "recharges:write",
                "transfers",
                "transfers:read",
                "transfers:write",
                "data",
                "files",
                "files:read",
                "files:write",
            ]
        );
        assert_eq!((t.nodes[0].end, t.nodes[1].end, t.nodes[2].end), (7, 4, 3));
        assert!(!t.nodes[10].enabled && t.nodes[9].enabled);
        assert_eq!(
            t.label("transfers:write", &server_names),
            "Transfers · Write"
        );
        assert_eq!(t.label("gone:read", &server_names), "gone:read");
        assert_eq!(t.label_at(5, &server_names), "Transfers · Read");
        assert_eq!(t.label_at(4, &server_names), "Transfers");
    }

    #[test]
    fn tri_state() {
        let t = tree();
        let granted = set(&["recharges:read", "recharges:write"]);
        assert_eq!(t.check(1, &granted), Check::Checked);
        assert_eq!(t.check(0, &granted), Check::Mixed);
        assert_eq!(t.check(4, &granted), Check::Unchecked);
        assert_eq!(t.check(2, &granted), Check::Checked);
        assert_eq!(Check::Mixed.aria(), "mixed");
    }

    #[test]
    fn toggling_a_parent_fills_then_clears_and_skips_disabled() {
        let t = tree();
        let all = vec![true; t.nodes.len()];
        let mut granted = set(&["recharges:read"]);
        t.toggle(0, &all, &mut granted);
        assert_eq!(t.check(0, &granted), Check::Checked);
        t.toggle(0, &all, &mut granted);
        assert!(granted.is_empty());
        t.toggle(7, &all, &mut granted);
        assert_eq!(granted, set(&["files:read"]), "disabled write stays off");
        assert_eq!(t.check(7, &granted), Check::Mixed);
        t.toggle(7, &all, &mut granted);
        assert!(granted.is_empty(), "all enabled were on: cleared");
        t.toggle(10, &all, &mut granted);
        assert!(granted.is_empty(), "a disabled leaf does not toggle");
    }

    #[test]
    fn filter_shows_matches_with_ancestors_and_descendants() {
        let t = tree();
        let shown = |f: &str| -> Vec<&str> {
            let s = t.shown(f, &server_names);
            t.nodes
                .iter()
                .zip(s)
                .filter(|(_, s)| *s)
                .map(|(n, _)| n.code.as_str())
                .collect()
        };
        assert_eq!(
            shown("TRANSF"),
            [
                "operations",
                "transfers",
                "transfers:read",
                "transfers:write"
            ]
        );
        assert_eq!(shown("files write"), ["data", "files", "files:write"]);
        assert_eq!(shown("  ").len(), t.nodes.len());
        assert!(shown("nothing-like-this").is_empty());
        let visible = t.shown("recharges", &server_names);
        let mut granted = BTreeSet::new();
        t.toggle(0, &visible, &mut granted);
        assert_eq!(
            granted,
            set(&["recharges:read", "recharges:write"]),
            "only what is shown"
        );
    }

    #[test]
    fn diff_lists_added_and_removed() {
        let (added, removed) = diff(
            &set(&["a:read", "b:read"]),
            &set(&["b:read", "c:write", "a:write"]),
        );
        assert_eq!(added, ["a:write", "c:write"]);
        assert_eq!(removed, ["a:read"]);
    }
}
