//! Currency and country names in the shown language, from the browser's `Intl.DisplayNames`
//! (the portal knows them by code; the server and the contract name them in English).

use std::cell::RefCell;

use portal_api::Locale;
use wasm_bindgen::JsValue;

use crate::web::intl;

thread_local! {
    /// One `Intl.DisplayNames` per locale and kind: a picker names a few hundred entries.
    static NAMERS: RefCell<Vec<(Locale, &'static str, JsValue)>> = const { RefCell::new(Vec::new()) };
}

/// The name of `code` of `kind` (`currency`, `region`) in `locale`, if the browser knows it;
/// in English `None`, where the portal's and the server's own names are kept.
fn name_in(locale: Locale, kind: &'static str, code: &str) -> Option<String> {
    if locale == Locale::En {
        return None;
    }
    browser_name(locale, kind, code)
}

/// The browser's name of `code` of `kind` in `locale`, English included.
fn browser_name(locale: Locale, kind: &'static str, code: &str) -> Option<String> {
    // Unit tests run outside a browser.
    if cfg!(not(target_arch = "wasm32")) {
        return None;
    }
    let namer = NAMERS.with(|namers| {
        let mut namers = namers.borrow_mut();
        if let Some((_, _, namer)) = namers.iter().find(|(l, k, _)| *l == locale && *k == kind) {
            return Some(namer.clone());
        }
        let namer = intl::construct("DisplayNames", locale.tag(), &[("type", kind)])?;
        namers.push((locale, kind, namer.clone()));
        Some(namer)
    })?;
    let name = intl::call(&namer, "of", &JsValue::from_str(code))?.as_string()?;
    // A code the browser does not know comes back as itself.
    (name != code && !name.is_empty()).then_some(name)
}

/// The name of the currency `code` ("USD") in `locale`; `english` in English and
/// where the browser has none.
pub fn currency_name(locale: Locale, code: &str, english: &str) -> String {
    name_in(locale, "currency", code).unwrap_or_else(|| english.to_owned())
}

/// The name of the country `alpha2` ("SG") in `locale`, English included, where only the code
/// is known (a record's field); `None` where the browser has none.
pub fn region_name(locale: Locale, alpha2: &str) -> Option<String> {
    browser_name(locale, "region", alpha2)
}

/// The name of the country `alpha2` ("SG") in `locale`; `english` in English and
/// where the browser has none.
pub fn country_name(locale: Locale, alpha2: &str, english: &str) -> String {
    name_in(locale, "region", alpha2).unwrap_or_else(|| english.to_owned())
}

/// The browser's name of the time zone `zone` in `locale`, as a person knows it ("China
/// Standard Time", in Chinese "中国标准时间"); `None` where it only has an offset for it.
pub fn zone_name(locale: Locale, zone: &str) -> Option<String> {
    // Unit tests run outside a browser.
    if cfg!(not(target_arch = "wasm32")) {
        return None;
    }
    let options = [("timeZone", zone), ("timeZoneName", "longGeneric")];
    let format = intl::construct("DateTimeFormat", locale.tag(), &options)?;
    let parts = intl::call(&format, "formatToParts", &js_sys::Date::new_0())?;
    let text = |part: &JsValue, key: &str| {
        js_sys::Reflect::get(part, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_string())
    };
    let name = js_sys::Array::from(&parts)
        .iter()
        .find(|part| text(part, "type").as_deref() == Some("timeZoneName"))
        .and_then(|part| text(&part, "value"))?;
    (!name.starts_with("GMT") && !name.starts_with("UTC")).then_some(name)
}
