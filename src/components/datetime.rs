//! Timestamps shown in the user's time zone, through the browser's `Intl.DateTimeFormat`.

use js_sys::{Array, Function, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::app::use_app_state;
use crate::i18n::use_i18n;

/// Whether a string looks like an ISO 8601 date-time (`2024-01-31T12:00:00…`).
pub fn looks_like_timestamp(value: &str) -> bool {
    let b = value.as_bytes();
    b.len() >= 16
        && b[..4].iter().all(u8::is_ascii_digit)
        && b[4] == b'-'
        && b[5..7].iter().all(u8::is_ascii_digit)
        && b[7] == b'-'
        && b[8..10].iter().all(u8::is_ascii_digit)
        && b[10] == b'T'
        && b[11..13].iter().all(u8::is_ascii_digit)
        && b[13] == b':'
}

/// The browser's IANA time zone.
pub fn browser_time_zone() -> Option<String> {
    let format = js_sys::Intl::DateTimeFormat::new(&Array::new(), &Object::new());
    Reflect::get(&format.resolved_options(), &JsValue::from_str("timeZone"))
        .ok()?
        .as_string()
}

/// Formats an ISO timestamp for `locale` in `time_zone` (the browser's zone when `None` or
/// unknown to the browser). Text that is not a valid date comes back unchanged.
pub fn format_timestamp(iso: &str, time_zone: Option<&str>, locale: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_str(iso));
    if date.get_time().is_nan() {
        return iso.to_owned();
    }
    time_zone
        .and_then(|tz| format_with(&date, locale, Some(tz)))
        .or_else(|| format_with(&date, locale, None))
        .unwrap_or_else(|| iso.to_owned())
}

/// A new `Intl.DateTimeFormat` for `locale` with `options`, in `time_zone` (the browser's when
/// `None`). Built through Reflect so that an unknown zone (a RangeError) is `None` here, not
/// a trap.
pub fn date_time_format(
    locale: &str,
    options: &[(&str, &str)],
    time_zone: Option<&str>,
) -> Option<JsValue> {
    let object = Object::new();
    let zone = time_zone.map(|tz| ("timeZone", tz));
    for (key, value) in options.iter().copied().chain(zone) {
        Reflect::set(&object, &JsValue::from_str(key), &JsValue::from_str(value)).ok()?;
    }
    let intl = Reflect::get(&js_sys::global(), &JsValue::from_str("Intl")).ok()?;
    let constructor: Function = Reflect::get(&intl, &JsValue::from_str("DateTimeFormat"))
        .ok()?
        .dyn_into()
        .ok()?;
    let args = Array::of2(&JsValue::from_str(locale), &object);
    Reflect::construct(&constructor, &args).ok()
}

/// `formatter`'s method `name` called with `date`.
pub fn call_format(formatter: &JsValue, name: &str, date: &js_sys::Date) -> Option<JsValue> {
    let method: Function = Reflect::get(formatter, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()?;
    method.call1(formatter, date).ok()
}

fn format_with(date: &js_sys::Date, locale: &str, time_zone: Option<&str>) -> Option<String> {
    let options = [
        ("year", "numeric"),
        ("month", "short"),
        ("day", "numeric"),
        ("hour", "2-digit"),
        ("minute", "2-digit"),
        ("timeZoneName", "short"),
    ];
    let formatter = date_time_format(locale, &options, time_zone)?;
    call_format(&formatter, "format", date)?.as_string()
}

/// An ISO timestamp as a `<time>` in the signed-in account's time zone and the interface's
/// locale; both follow changes.
#[component]
pub fn LocalTime(
    /// The ISO 8601 timestamp.
    iso: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let shown = iso.clone();
    view! {
        <time datetime=iso>
            {move || {
                format_timestamp(&shown, state.time_zone().as_deref(), i18n.ui_locale().tag())
            }}
        </time>
    }
}
