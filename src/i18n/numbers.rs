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
    fn vietnamese_swaps_grouping_and_decimal_marks() {
        assert_eq!(with_separators("1,234,567.50", Locale::Vi), "1.234.567,50");
        assert_eq!(with_separators("1,234,567.50", Locale::Ja), "1,234,567.50");
        assert_eq!(with_separators("-0.05", Locale::Vi), "-0,05");
    }
}
