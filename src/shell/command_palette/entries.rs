//! What the command palette offers for a query: matching areas, then records by identifier.

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
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    let whole = words.join(" ");
    let mut found: Vec<(bool, &Entry)> = areas
        .iter()
        .filter_map(|area| {
            let label = area.label.to_lowercase();
            words
                .iter()
                .all(|w| label.contains(w.as_str()))
                .then(|| (!label.starts_with(&whole), area))
        })
        .collect();
    // Stable: ties keep the navigation's order.
    found.sort_by_key(|(later, _)| *later);
    found.into_iter().map(|(_, area)| area.clone()).collect()
}

/// The query as an identifier, when it looks like one: one word of three characters or more,
/// with a digit in it or matching no area (so "rates" only finds areas).
pub fn as_identifier(query: &str, names_an_area: bool) -> Option<&str> {
    let id = query.trim();
    let one_word = id.chars().count() >= 3 && !id.contains(char::is_whitespace);
    (one_word && (id.contains(|c: char| c.is_ascii_digit()) || !names_an_area)).then_some(id)
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
    fn an_empty_query_lists_every_area() {
        assert_eq!(matching_areas(&areas(), "  ").len(), 5);
    }

    #[test]
    fn identifiers_are_one_word_of_three_or_more() {
        assert_eq!(as_identifier(" rch_0042 ", false), Some("rch_0042"));
        assert_eq!(as_identifier("ab", false), None);
        assert_eq!(as_identifier("two words", false), None);
    }

    #[test]
    fn a_word_that_finds_an_area_is_an_identifier_only_with_a_digit() {
        assert_eq!(as_identifier("rates", true), None);
        assert_eq!(as_identifier("rates", false), Some("rates"));
        assert_eq!(as_identifier("ex42", true), Some("ex42"));
    }
}
