//! Searching the constants lists (time zones, countries): how an entry reads and which
//! entries a search matches.

use portal_api::constants::{Country, Timezone};

use crate::web::letter_case::lower;

/// One entry of a constants list as a picker shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The value kept in the field: a zone id, or a country's alpha-2 code.
    pub value: String,
    /// How the entry reads: `Asia/Singapore (UTC+8)`, `Singapore (SG, +65)`.
    pub text: String,
    /// The display name, as a tooltip.
    pub label: String,
    /// What a search looks in, in lower case.
    terms: Vec<String>,
    /// `text` in lower case: a search for the whole text matches too.
    whole: String,
    /// A zone's offset without `UTC` (`+8`, `-9:30`); empty for a country.
    offset: String,
}

/// How a zone reads: `Asia/Singapore (UTC+8)`.
pub fn display(tz: &Timezone) -> String {
    format!("{} ({})", tz.zone_id_code, tz.utc_offset)
}

/// Places people look a zone up by that its id does not name: the capitals and largest
/// cities of the portal's languages' home zones, in those languages. Every other city is in
/// an id (`Asia/Singapore`) or, by country or region, in the browser's name of the zone.
const ALSO_KNOWN_AS: [(&str, &[&str]); 6] = [
    ("Asia/Shanghai", &["Beijing", "北京", "上海"]),
    ("Asia/Taipei", &["台北", "臺北"]),
    ("Asia/Hong_Kong", &["香港"]),
    ("Asia/Tokyo", &["東京", "Osaka", "大阪"]),
    (
        "Asia/Ho_Chi_Minh",
        &[
            "Vietnam",
            "Việt Nam",
            "Hanoi",
            "Hà Nội",
            "Saigon",
            "Sài Gòn",
        ],
    ),
    ("Asia/Kolkata", &["Delhi", "New Delhi", "Mumbai"]),
];

/// A time zone named `name` by the browser ("China Standard Time"): searched by zone id,
/// that name, the places [`ALSO_KNOWN_AS`] lists, label, code and offset.
pub fn zone_choice(tz: &Timezone, name: Option<String>) -> Choice {
    let text = display(tz);
    let mut fields = vec![
        tz.zone_id_code.as_str(),
        &tz.label,
        &tz.utc_offset,
        &tz.code,
    ];
    fields.extend(name.as_deref());
    if let Some((_, places)) = ALSO_KNOWN_AS.iter().find(|(id, _)| *id == tz.zone_id_code) {
        fields.extend(places.iter().copied());
    }
    let terms = searched(&fields);
    Choice {
        value: tz.zone_id_code.clone(),
        whole: lower(&text),
        text,
        label: name.unwrap_or_else(|| tz.label.clone()),
        terms,
        offset: offset_of(&lower(&tz.utc_offset)).to_owned(),
    }
}

/// A country named `name` (in the shown language): searched by that name, its English name,
/// alpha-2 and alpha-3 code, symbolic code and dialling code.
pub fn country_choice(c: &Country, name: String) -> Choice {
    let text = format!("{name} ({}, {})", c.alpha2_code, c.phone_code);
    Choice {
        value: c.alpha2_code.clone(),
        whole: lower(&text),
        text,
        terms: searched(&[
            &name,
            &c.label,
            &c.alpha2_code,
            &c.alpha3_code,
            &c.code,
            &c.phone_code,
        ]),
        label: name,
        offset: String::new(),
    }
}

/// What a search looks in: each field once, in lower case.
fn searched(fields: &[&str]) -> Vec<String> {
    fields.iter().map(|field| lower(field)).collect()
}

/// A lower-case offset without its `utc` or `gmt` in front.
fn offset_of(text: &str) -> &str {
    let text = text.trim();
    text.strip_prefix("utc")
        .or_else(|| text.strip_prefix("gmt"))
        .unwrap_or(text)
        .trim()
}

/// The offset a lower-case search names (`utc+1`, `gmt-5`, `+5:30`), if it names one.
fn offset_query(query: &str) -> Option<&str> {
    let offset = offset_of(query);
    let digits = offset.strip_prefix(['+', '-'])?;
    let numeric = digits.starts_with(|c: char| c.is_ascii_digit())
        && digits.chars().all(|c| c.is_ascii_digit() || c == ':');
    numeric.then_some(offset)
}

/// Whether an entry matches a search ("singa", "UTC+8", "+8", "SG", "+65"); an exact code
/// match (`sg`) and the entry's whole text match too. A zone searched by offset matches that
/// offset and its half hours ("UTC+5" finds +5 and +5:30), not the longer ones ("UTC+1" does
/// not find +10 to +14).
pub fn matches(choice: &Choice, query: &str) -> bool {
    let query = lower(query.trim());
    if query.is_empty() {
        return true;
    }
    if let (Some(wanted), false) = (offset_query(&query), choice.offset.is_empty()) {
        let zone = choice.offset.as_str();
        return zone == wanted
            || zone
                .strip_prefix(wanted)
                .is_some_and(|rest| rest.starts_with(':') || wanted.contains(':'));
    }
    let compact = query.replace([' ', '_'], "");
    choice
        .terms
        .iter()
        .any(|field| field.contains(&query) || field.replace(['_', ' '], "").contains(&compact))
        || choice.whole == query
}

/// Whether a search names the start of a word of the entry ("china" in "China Standard
/// Time", "york" in "America/New_York"), not the middle of one ("china" in "Indochina"):
/// such matches are listed first.
pub fn at_word_start(choice: &Choice, query: &str) -> bool {
    let query = lower(query.trim());
    !query.is_empty()
        && choice.terms.iter().any(|term| {
            term.match_indices(query.as_str()).any(|(at, _)| {
                term[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|before| !before.is_alphanumeric())
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zone(id: &str, label: &str, offset: &str) -> Choice {
        named_zone(id, label, offset, None)
    }

    fn named_zone(id: &str, label: &str, offset: &str, name: Option<&str>) -> Choice {
        let tz = Timezone {
            code: id.to_uppercase(),
            value: 1,
            label: label.to_owned(),
            zone_id_code: id.to_owned(),
            utc_offset: offset.to_owned(),
        };
        zone_choice(&tz, name.map(str::to_owned))
    }

    #[test]
    fn searches_zones_by_the_browsers_name_and_the_places_known_in_them() {
        let shanghai = named_zone(
            "Asia/Shanghai",
            "Asia/Shanghai",
            "UTC+8",
            Some("中国标准时间"),
        );
        for query in ["中国", "Beijing", "北京", "shanghai"] {
            assert!(matches(&shanghai, query), "{query}");
        }
        assert_eq!(shanghai.label, "中国标准时间");
        let saigon = zone("Asia/Ho_Chi_Minh", "Asia/Ho_Chi_Minh", "UTC+7");
        for query in ["hanoi", "Hà Nội", "saigon", "việt nam", "ho chi minh"] {
            assert!(matches(&saigon, query), "{query}");
        }
        let tokyo = named_zone(
            "Asia/Tokyo",
            "Asia/Tokyo",
            "UTC+9",
            Some("Japan Standard Time"),
        );
        assert!(matches(&tokyo, "japan") && !matches(&tokyo, "india"));
        // Without a name from the browser, the zone's own label is its tooltip.
        assert_eq!(saigon.label, "Asia/Ho_Chi_Minh");
    }

    #[test]
    fn a_match_at_the_start_of_a_word_is_told_from_one_inside_a_word() {
        let shanghai = named_zone(
            "Asia/Shanghai",
            "Asia/Shanghai",
            "UTC+8",
            Some("China Standard Time"),
        );
        let bangkok = named_zone(
            "Asia/Bangkok",
            "Asia/Bangkok",
            "UTC+7",
            Some("Indochina Time"),
        );
        assert!(matches(&bangkok, "china") && matches(&shanghai, "china"));
        assert!(at_word_start(&shanghai, "china") && !at_word_start(&bangkok, "china"));
        assert!(at_word_start(&shanghai, "Shang") && !at_word_start(&shanghai, "hai"));
        let tokyo = named_zone("Asia/Tokyo", "Asia/Tokyo", "UTC+9", Some("日本標準時"));
        assert!(at_word_start(&tokyo, "日本"));
    }

    #[test]
    fn searches_zones_by_name_and_offset() {
        let sg = zone("Asia/Singapore", "Singapore", "UTC+8");
        assert!(matches(&sg, ""));
        assert!(matches(&sg, "singa"));
        assert!(matches(&sg, "UTC+8"));
        assert!(matches(&sg, "+8"));
        assert!(matches(&sg, "Asia/Singapore (UTC+8)"));
        assert!(!matches(&sg, "london"));
        let ny = zone("America/New_York", "Eastern Time", "UTC-5");
        assert!(matches(&ny, "new york"));
        assert!(matches(&ny, "gmt-5"));
        let one = zone("Europe/Paris", "Central European Time", "UTC+1");
        let ten = zone("Australia/Sydney", "Eastern Australia", "UTC+10");
        let delhi = zone("Asia/Kolkata", "India", "UTC+5:30");
        assert!(matches(&one, "UTC+1") && matches(&one, "+1"));
        assert!(!matches(&ten, "UTC+1") && !matches(&ten, "+1"));
        assert!(matches(&ten, "UTC+10") && matches(&ten, "utc+"));
        assert!(matches(&delhi, "+5") && matches(&delhi, "UTC+5:3") && matches(&delhi, "+5:30"));
        assert!(!matches(&delhi, "+5:45"));
        assert!(matches(&ny, "eastern"));
        assert_eq!(ny.text, "America/New_York (UTC-5)");
        assert_eq!(ny.value, "America/New_York");
    }

    /// A country as the constants list it, its symbolic code its English name in capitals.
    fn country(label: &str, alpha2: &str, alpha3: &str, number: i64, phone: &str) -> Country {
        Country {
            code: label.to_uppercase(),
            value: number,
            label: label.into(),
            alpha2_code: alpha2.into(),
            alpha3_code: alpha3.into(),
            numeric_code: number,
            phone_code: phone.into(),
        }
    }

    #[test]
    fn searches_countries_by_name_and_codes() {
        let sg = country_choice(
            &country("Singapore", "SG", "SGP", 702, "+65"),
            "Singapore".into(),
        );
        assert_eq!(sg.value, "SG");
        assert_eq!(sg.text, "Singapore (SG, +65)");
        for query in [
            "singapore",
            "Sing",
            "sg",
            "SGP",
            "+65",
            "Singapore (SG, +65)",
        ] {
            assert!(matches(&sg, query), "{query}");
        }
        assert!(!matches(&sg, "malaysia"));
        assert!(!matches(&sg, "+60"));
    }

    #[test]
    fn a_country_named_in_another_language_is_found_by_both_names() {
        let jp = country_choice(&country("Japan", "JP", "JPN", 392, "+81"), "日本".into());
        assert_eq!(jp.text, "日本 (JP, +81)");
        assert_eq!(jp.label, "日本");
        assert!(matches(&jp, "日本") && matches(&jp, "japan"));
    }
}
