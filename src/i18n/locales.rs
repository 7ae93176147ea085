//! Which locales the UI offers and shows, and each locale's native name.

use portal_api::Locale;

use super::loaded::is_ready;

/// The locales offered in the language menu: every locale the API accepts.
pub const OFFERED: [Locale; 5] = Locale::ALL;

/// The locale the text is shown in: the chosen one once its catalogue is loaded, else English.
pub fn ui_locale(locale: Locale) -> Locale {
    if is_ready(locale) {
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
