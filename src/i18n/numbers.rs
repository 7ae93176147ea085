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

/// A decimal as typed, in the form the API takes: in Vietnamese, which writes "0,015", a lone
/// comma (no point beside it) is the decimal mark. Anything else is left for the check to
/// refuse: "1,500" in English is a thousand and five hundred, not one and a half.
pub fn decimal_from_typing(text: &str) -> String {
    let locale = use_context::<I18n>().map_or(Locale::En, |i18n| i18n.ui_locale_untracked());
    typed_decimal(text, locale)
}

fn typed_decimal(text: &str, locale: Locale) -> String {
    let lone_comma = text.matches(',').count() == 1 && !text.contains('.');
    if locale == Locale::Vi && lone_comma {
        text.replace(',', ".")
    } else {
        text.to_owned()
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

    #[test]
    fn vietnamese_types_a_decimal_with_a_comma() {
        assert_eq!(typed_decimal("0,015", Locale::Vi), "0.015");
        assert_eq!(typed_decimal("0.015", Locale::Vi), "0.015");
        assert_eq!(typed_decimal("1.500,5", Locale::Vi), "1.500,5");
        assert_eq!(typed_decimal("0,015", Locale::En), "0,015");
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
