//! What the command palette offers for a query: matching areas, then records by identifier.

use crate::order::{sorted_by_key, stable_order};
use crate::web::letter_case::folded;

/// One choice: the text shown and the path under the workspace it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// What the list shows.
    pub label: String,
    /// Path under the workspace ("" is its home).
    pub path: String,
    /// The area's English name, which finds it in every language too.
    pub english: String,
}

/// The areas whose name (or English name) holds all of the query's words, accents aside
/// ("xuat" finds "Xuất dữ liệu"), those whose name starts with the query first; the order of
/// the navigation otherwise.
pub fn matching_areas(areas: &[Entry], query: &str) -> Vec<Entry> {
    let words: Vec<String> = query.split_whitespace().map(folded).collect();
    let whole = words.join(" ");
    let found: Vec<(bool, &Entry)> = areas
        .iter()
        .filter_map(|area| {
            let names = [folded(&area.label), folded(&area.english)];
            names
                .iter()
                .find(|name| words.iter().all(|w| name.contains(w.as_str())))
                .map(|name| (!name.starts_with(&whole), area))
        })
        .collect();
    // Stable: ties keep the navigation's order.
    sorted_by_key(found, |(later, _)| i64::from(*later))
        .into_iter()
        .map(|(_, area)| area.clone())
        .collect()
}

/// The query as an identifier, when it looks like one: one word of three characters or more,
/// written in ASCII (so a word in Vietnamese or Chinese is not taken for one), with a digit in
/// it or matching no area (so "rates" only finds areas).
pub fn as_identifier(query: &str, names_an_area: bool) -> Option<&str> {
    let id = query.trim();
    let one_word = id.chars().count() >= 3 && id.chars().all(|c| c.is_ascii_graphic());
    (one_word && (id.contains(|c: char| c.is_ascii_digit()) || !names_an_area)).then_some(id)
}

/// The portal address a pasted link names (`https://…/w/ws/recharges/rcg_1`, or its path
/// alone), without the sub-path the portal is published under; `None` for anything else.
pub fn link_path(query: &str, without_base: impl Fn(&str) -> String) -> Option<String> {
    let text = query.trim();
    let path = match text.split_once("://") {
        Some((_, rest)) => rest.find('/').map_or("/", |at| &rest[at..]),
        None => text,
    };
    let path = without_base(path);
    (path.starts_with("/w/") && !path.contains(char::is_whitespace)).then_some(path)
}

/// The area shown at `path` (`/w/WORKSPACE/AREA/…`): its first segment under the workspace.
pub fn area_of(path: &str) -> &str {
    let mut segments = path.split('/').skip_while(|s| *s != "w").skip(2);
    segments.next().unwrap_or_default()
}

/// Positions of `kinds` (each named by its area's first path segment) in the order offered:
/// the kinds of the area shown first, so an identifier pasted on a list opens that list's
/// record with Enter; the others keep their order.
pub fn here_first(kinds: &[&str], here: &str) -> Vec<usize> {
    stable_order(kinds.len(), &|at| i64::from(kinds[at] != here))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn areas() -> Vec<Entry> {
        [
            "Overview",
            "Recharges",
            "Recharge channels",
            "Exchange rates",
            "Exchanges",
        ]
        .iter()
        .map(|label| Entry {
            label: (*label).to_owned(),
            path: label.to_lowercase().replace(' ', "-"),
            english: (*label).to_owned(),
        })
        .collect()
    }

    fn labels(found: Vec<Entry>) -> Vec<String> {
        found.into_iter().map(|e| e.label).collect()
    }

    #[test]
    fn every_word_must_match_in_any_case() {
        assert_eq!(
            labels(matching_areas(&areas(), "CHANNELS rech")),
            ["Recharge channels"]
        );
        assert!(matching_areas(&areas(), "refunds").is_empty());
    }

    #[test]
    fn names_starting_with_the_query_come_first() {
        assert_eq!(
            labels(matching_areas(&areas(), "ex")),
            ["Exchange rates", "Exchanges"]
        );
        assert_eq!(
            labels(matching_areas(&areas(), "rates")),
            ["Exchange rates"]
        );
        assert_eq!(
            labels(matching_areas(&areas(), "ch")),
            [
                "Recharges",
                "Recharge channels",
                "Exchange rates",
                "Exchanges"
            ]
        );
    }

    #[test]
    fn the_area_is_the_segment_after_the_workspace() {
        assert_eq!(area_of("/w/ins_a/exchanges/exc_1"), "exchanges");
        assert_eq!(area_of("/app/w/ins_a/files"), "files");
        assert_eq!(area_of("/w/ins_a"), "");
        assert_eq!(area_of("/sign-in"), "");
    }

    #[test]
    fn the_kinds_of_the_area_shown_come_first() {
        let kinds = ["recharges", "transfers", "transfers", "exchanges", "files"];
        assert_eq!(here_first(&kinds, "exchanges"), [3, 0, 1, 2, 4]);
        assert_eq!(here_first(&kinds, "transfers"), [1, 2, 0, 3, 4]);
        assert_eq!(here_first(&kinds, ""), [0, 1, 2, 3, 4]);
    }

    #[test]
    fn an_area_is_found_by_its_english_name_and_without_accents() {
        let exports = Entry {
            label: "Xuất dữ liệu".into(),
            path: "exports".into(),
            english: "Exports".into(),
        };
        let areas = [exports];
        assert_eq!(labels(matching_areas(&areas, "exports")), ["Xuất dữ liệu"]);
        assert_eq!(labels(matching_areas(&areas, "Xuất")), ["Xuất dữ liệu"]);
        assert!(matching_areas(&areas, "files").is_empty());
    }

    #[test]
    fn a_pasted_link_of_the_portal_opens_its_address() {
        let as_is = |path: &str| path.to_owned();
        assert_eq!(
            link_path("https://portal.example/w/ins_a/recharges/rcg_1?x=1", as_is).as_deref(),
            Some("/w/ins_a/recharges/rcg_1?x=1")
        );
        assert_eq!(
            link_path(" /w/ins_a/files ", as_is).as_deref(),
            Some("/w/ins_a/files")
        );
        let published = |path: &str| path.strip_prefix("/app").unwrap_or(path).to_owned();
        assert_eq!(
            link_path("http://h/app/w/ins_a", published).as_deref(),
            Some("/w/ins_a")
        );
        assert_eq!(link_path("https://elsewhere.example/about", as_is), None);
        assert_eq!(link_path("rcg_000001", as_is), None);
    }

    #[test]
    fn an_empty_query_lists_every_area() {
        assert_eq!(matching_areas(&areas(), "  ").len(), 5);
    }

    #[test]
    fn identifiers_are_one_word_of_three_or_more() {
        assert_eq!(as_identifier(" rch_0042 ", false), Some("rch_0042"));
        assert_eq!(as_identifier("ab", false), None);
        assert_eq!(as_identifier("two words", false), None);
        assert_eq!(as_identifier("nạp", false), None);
        assert_eq!(as_identifier("充值记录", false), None);
    }

    #[test]
    fn a_word_that_finds_an_area_is_an_identifier_only_with_a_digit() {
        assert_eq!(as_identifier("rates", true), None);
        assert_eq!(as_identifier("rates", false), Some("rates"));
        assert_eq!(as_identifier("ex42", true), Some("ex42"));
    }
}
