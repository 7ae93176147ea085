//! What the command palette offers for a query: matching areas, then records by identifier.

use crate::order::{sorted_by_key, stable_order};
use crate::web::letter_case::lower;

/// One choice: the text shown and the path under the workspace it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// What the list shows.
    pub label: String,
    /// Path under the workspace ("" is its home).
    pub path: String,
}

/// The areas whose every word-start or substring matches all of the query's words, those whose
/// name starts with the query first; the order of the navigation otherwise.
pub fn matching_areas(areas: &[Entry], query: &str) -> Vec<Entry> {
    let words: Vec<String> = query.split_whitespace().map(lower).collect();
    let whole = words.join(" ");
    let found: Vec<(bool, &Entry)> = areas
        .iter()
        .filter_map(|area| {
            let label = lower(&area.label);
            words
                .iter()
                .all(|w| label.contains(w.as_str()))
                .then(|| (!label.starts_with(&whole), area))
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
