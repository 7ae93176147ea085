//! Digit grouping and decimal marks of the shown locale, for numbers the portal writes itself.

use leptos::prelude::use_context;
use portal_api::Locale;

use super::I18n;

/// `text` ("1,234.50", as the API's decimal helpers write it) with the separators of the shown
/// locale: Vietnamese writes "1.234,50". Tracks the locale when read inside a reactive view.
pub fn localize_number(text: &str) -> String {
    let locale = use_context::<I18n>().map_or(Locale::En, |i18n| i18n.ui_locale());
    with_separators(text, locale)
}

/// A count with the shown locale's digit grouping: "6,000", in Vietnamese "6.000". Tracks the
/// locale when read inside a reactive view.
pub fn localize_count(count: u64) -> String {
    localize_number(&grouped(count))
}

/// `count` with a comma between groups of three digits.
fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A number as typed, read by the marks of the shown locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    /// In the form the API takes ("25400", "0.015"), or as typed when it does not read, for
    /// the check to refuse.
    Read(String),
    /// Vietnamese "25.400": a point that may set off thousands or mark the decimals. Money
    /// settings are not guessed: the person writes it again one way or the other.
    Ambiguous {
        /// The whole number it may be, as the locale writes it ("25400").
        whole: String,
        /// The decimal it may be, as the locale writes it ("25,400").
        decimal: String,
    },
}

/// A decimal as typed, in the form the API takes. Vietnamese writes "1.234,5": its comma is
/// the decimal mark and its points set off thousands, though a point that cannot set off
/// thousands ("0.015", "1.5") is read as the decimal mark a pasted number carries. The other
/// locales write "1,234.5". Anything else is left for the check to refuse: "1,5" in English
/// is not one and a half.
pub fn decimal_from_typing(text: &str) -> Typed {
    typed_decimal(text, shown_locale())
}

/// A whole number as typed, without the digit groups of the shown locale ("38.100" in
/// Vietnamese, "38,100" in the others; `_` anywhere), or as typed for the check to refuse.
pub fn integer_from_typing(text: &str) -> String {
    let text = text.replace('_', "");
    let (sep, _) = marks(shown_locale());
    if text.contains(sep) {
        ungrouped(&text, sep).unwrap_or(text)
    } else {
        text
    }
}

/// A decimal the API wrote ("0.0025"), as the shown locale types it ("0,0025" in
/// Vietnamese), for a form's field.
pub fn decimal_for_typing(text: &str) -> String {
    let (_, mark) = marks(shown_locale());
    text.replace('.', &mark.to_string())
}

fn shown_locale() -> Locale {
    use_context::<I18n>().map_or(Locale::En, |i18n| i18n.ui_locale_untracked())
}

/// The marks a locale sets thousands off with and writes decimals with.
fn marks(locale: Locale) -> (char, char) {
    match locale {
        Locale::Vi => ('.', ','),
        Locale::En | Locale::Zh | Locale::ZhHant | Locale::Ja => (',', '.'),
    }
}

/// `text` without its marks `sep` when they stand where thousands are set off ("1.234.567"):
/// a first group of one to three digits (not a lone 0), then groups of three.
fn ungrouped(text: &str, sep: char) -> Option<String> {
    let (sign, digits) = text
        .strip_prefix('-')
        .map_or(("", text), |rest| ("-", rest));
    let all_digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    let mut parts = digits.split(sep);
    let first = parts.next()?;
    if !all_digits(first) || first.len() > 3 || first.starts_with('0') {
        return None;
    }
    let mut out = format!("{sign}{first}");
    let mut groups = 0;
    for part in parts {
        if part.len() != 3 || !all_digits(part) {
            return None;
        }
        out.push_str(part);
        groups += 1;
    }
    (groups > 0).then_some(out)
}

fn typed_decimal(text: &str, locale: Locale) -> Typed {
    let (group, mark) = marks(locale);
    let whole_of = |whole: &str| {
        if whole.contains(group) {
            ungrouped(whole, group)
        } else {
            Some(whole.to_owned())
        }
    };
    if let Some((whole, fraction)) = text.split_once(mark) {
        return Typed::Read(match whole_of(whole) {
            Some(whole) => format!("{whole}.{fraction}"),
            None => text.to_owned(),
        });
    }
    if !text.contains(group) {
        return Typed::Read(text.to_owned());
    }
    match (locale, ungrouped(text, group)) {
        // One point before three digits: twenty-five thousand four hundred, or 25.4?
        (Locale::Vi, Some(whole)) if text.matches(group).count() == 1 => Typed::Ambiguous {
            whole,
            decimal: text.replace(group, &mark.to_string()),
        },
        (_, Some(whole)) => Typed::Read(whole),
        // In Vietnamese a point that cannot set off thousands is a pasted decimal mark; in
        // the others a comma that cannot is left for the check to refuse.
        (_, None) => Typed::Read(text.to_owned()),
    }
}

fn with_separators(text: &str, locale: Locale) -> String {
    match locale {
        Locale::Vi => text
            .chars()
            .map(|c| match c {
                ',' => '.',
                '.' => ',',
                other => other,
            })
            .collect(),
        Locale::En | Locale::Zh | Locale::ZhHant | Locale::Ja => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Typed {
        Typed::Read(text.to_owned())
    }

    #[test]
    fn vietnamese_types_a_decimal_with_a_comma_and_thousands_with_points() {
        assert_eq!(typed_decimal("0,015", Locale::Vi), read("0.015"));
        assert_eq!(typed_decimal("1.500,5", Locale::Vi), read("1500.5"));
        assert_eq!(typed_decimal("1.234.567", Locale::Vi), read("1234567"));
        // A point that cannot set off thousands is the decimal mark of a pasted number.
        assert_eq!(typed_decimal("0.015", Locale::Vi), read("0.015"));
        assert_eq!(typed_decimal("0.92", Locale::Vi), read("0.92"));
        // Thousands or a decimal: not guessed.
        let either = Typed::Ambiguous {
            whole: "25400".into(),
            decimal: "25,400".into(),
        };
        assert_eq!(typed_decimal("25.400", Locale::Vi), either);
        // Groups that are not thousands are left for the check to refuse.
        assert_eq!(typed_decimal("1.50,5", Locale::Vi), read("1.50,5"));
        assert_eq!(typed_decimal("25,400.5", Locale::Vi), read("25.400.5"));
    }

    #[test]
    fn other_locales_type_a_decimal_with_a_point_and_thousands_with_commas() {
        assert_eq!(typed_decimal("0.015", Locale::En), read("0.015"));
        assert_eq!(typed_decimal("25,400", Locale::En), read("25400"));
        assert_eq!(typed_decimal("1,234.5", Locale::Ja), read("1234.5"));
        assert_eq!(typed_decimal("0,015", Locale::En), read("0,015"));
        assert_eq!(typed_decimal("1,5", Locale::Zh), read("1,5"));
    }

    #[test]
    fn thousands_are_groups_of_three_after_a_first_of_one_to_three() {
        assert_eq!(ungrouped("38.100", '.').as_deref(), Some("38100"));
        assert_eq!(ungrouped("-1,000,000", ',').as_deref(), Some("-1000000"));
        assert_eq!(ungrouped("1234,567", ','), None);
        assert_eq!(ungrouped("1,50", ','), None);
        assert_eq!(ungrouped("0.015", '.'), None);
        assert_eq!(ungrouped("100", ','), None);
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(6000), "6,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(with_separators(&grouped(6000), Locale::Vi), "6.000");
    }

    #[test]
    fn vietnamese_swaps_grouping_and_decimal_marks() {
        assert_eq!(with_separators("1,234,567.50", Locale::Vi), "1.234.567,50");
        assert_eq!(with_separators("1,234,567.50", Locale::Ja), "1,234,567.50");
        assert_eq!(with_separators("-0.05", Locale::Vi), "-0,05");
    }
}
