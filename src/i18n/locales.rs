//! Which locales the UI offers and shows, and each locale's native name.

use portal_api::Locale;

/// The locales offered in the language menu. `zh-Hant`, `ja` and `vi` are accepted by the API
/// but have no translation yet; text in them falls back to English.
pub const OFFERED: [Locale; 2] = [Locale::En, Locale::Zh];

/// The locale the text is shown in: the chosen one when translated, else English.
pub fn ui_locale(locale: Locale) -> Locale {
    if OFFERED.contains(&locale) {
        locale
    } else {
        Locale::En
    }
}

/// A locale's name in its own language, the same in every UI locale.
pub fn native_name(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "English",
        Locale::Zh => "简体中文",
        Locale::ZhHant => "繁體中文",
        Locale::Ja => "日本語",
        Locale::Vi => "Tiếng Việt",
    }
}
