//! A calendar day as a person types it, in their language's order, and the `YYYY-MM-DD` kept.

use portal_api::Locale;

/// Whether `locale` writes the day before the month and year (else the year comes first), and
/// the mark between the parts.
fn order(locale: Locale) -> (bool, char) {
    match locale {
        Locale::Vi => (true, '/'),
        // English pages write days as the portal's records do: ISO 8601, year first.
        Locale::En => (false, '-'),
        Locale::Zh | Locale::ZhHant | Locale::Ja => (false, '/'),
    }
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The day typed in `text`, as `YYYY-MM-DD`; `None` unless it is a whole day that exists.
/// Anything but digits separates the parts (`/`, `-`, `.`, `年`…), full-width digits count,
/// and a first part of four digits is a year in every language.
pub fn typed_day(text: &str, locale: Locale) -> Option<String> {
    let text: String = text
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (u32::from(c) - u32::from('０')) as u8),
            c => c,
        })
        .collect();
    let parts: Vec<&str> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|p| !p.is_empty())
        .collect();
    let [a, b, c] = parts[..] else {
        return None;
    };
    let (y, m, d) = if a.len() == 4 || !order(locale).0 {
        (a, b, c)
    } else {
        (c, b, a)
    };
    if y.len() != 4 || m.len() > 2 || d.len() > 2 {
        return None;
    }
    let (y, m, d): (u32, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let exists = y > 0 && (1..=12).contains(&m) && (1..=days_in_month(y, m)).contains(&d);
    exists.then(|| format!("{y:04}-{m:02}-{d:02}"))
}

/// Whether `text` is a day that exists written `YYYY-MM-DD`.
pub fn is_day(text: &str) -> bool {
    typed_day(text, Locale::En).as_deref() == Some(text)
}

/// `day` (`YYYY-MM-DD`) written in `locale`'s order; any other text is returned as it is.
pub fn shown_day(day: &str, locale: Locale) -> String {
    if !is_day(day) {
        return day.to_owned();
    }
    let (day_first, mark) = order(locale);
    let (y, rest) = day.split_at(4);
    let (m, d) = (&rest[1..3], &rest[4..6]);
    if day_first {
        format!("{d}{mark}{m}{mark}{y}")
    } else {
        format!("{y}{mark}{m}{mark}{d}")
    }
}

/// What a date field holds for `text`: `YYYY-MM-DD` for a whole day, nothing for blank, else
/// the text as typed, so a day left unfinished is kept and refused, never read as no day.
pub fn held_day(text: &str, locale: Locale) -> String {
    let text = text.trim();
    if text.is_empty() {
        return String::new();
    }
    typed_day(text, locale).unwrap_or_else(|| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_its_own_order() {
        let day = Some("2026-11-02".to_owned());
        assert_eq!(typed_day("2026/11/2", Locale::Ja), day);
        assert_eq!(typed_day("2026年11月2日", Locale::Zh), day);
        assert_eq!(typed_day("02/11/2026", Locale::Vi), day);
        assert_eq!(typed_day("2.11.2026", Locale::Vi), day);
        assert_eq!(typed_day("2026-11-02", Locale::Vi), day);
        assert_eq!(typed_day("2026-11-02", Locale::En), day);
        assert_eq!(typed_day("２０２６／１１／０２", Locale::Ja), day);
    }

    #[test]
    fn unfinished_or_impossible_days_are_not_days() {
        for text in [
            "02",
            "2026/11",
            "2026/02/30",
            "2025/02/29",
            "2026/13/01",
            "26/11/02",
            "11/02/2026",
        ] {
            assert_eq!(typed_day(text, Locale::Ja), None, "{text}");
        }
        assert_eq!(
            typed_day("2024/02/29", Locale::Ja).as_deref(),
            Some("2024-02-29")
        );
        assert_eq!(typed_day("31/04/2026", Locale::Vi), None);
    }

    #[test]
    fn days_are_shown_in_the_languages_order() {
        assert_eq!(shown_day("2026-11-02", Locale::Ja), "2026/11/02");
        assert_eq!(shown_day("2026-11-02", Locale::ZhHant), "2026/11/02");
        assert_eq!(shown_day("2026-11-02", Locale::Vi), "02/11/2026");
        assert_eq!(shown_day("2026-11-02", Locale::En), "2026-11-02");
        assert_eq!(shown_day("02/11", Locale::Vi), "02/11");
        assert_eq!(held_day(" 02/11 ", Locale::Vi), "02/11");
        assert_eq!(held_day("  ", Locale::Vi), "");
    }
}
