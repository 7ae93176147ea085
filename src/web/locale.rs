//! The language this browser chose for the portal: remembered, else the browser's own.

use portal_api::Locale;

use super::storage::{self, Store};

const LOCALE: &str = "portal.locale";

/// The chosen locale: remembered, else the browser's language, else English.
pub fn locale() -> Locale {
    storage::get(Store::Browser, LOCALE)
        .and_then(|tag| Locale::from_tag(&tag))
        .or_else(browser_locale)
        .unwrap_or_default()
}

/// Whether a language was chosen on this device (or remembered from an account).
pub fn locale_chosen() -> bool {
    storage::get(Store::Browser, LOCALE).is_some()
}

/// Remembers the locale; later requests carry it in `X-LOCALE` and `Accept-Language`.
pub fn set_locale(locale: Locale) {
    storage::set(Store::Browser, LOCALE, locale.tag());
}

fn browser_locale() -> Option<Locale> {
    let language = web_sys::window()?.navigator().language()?;
    let lower = language.to_ascii_lowercase();
    if lower.starts_with("zh-tw") || lower.starts_with("zh-hk") || lower.starts_with("zh-hant") {
        return Some(Locale::ZhHant);
    }
    Locale::from_tag(lower.split('-').next()?)
}
