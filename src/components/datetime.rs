//! Timestamps shown in the user's time zone, through the browser's `Intl.DateTimeFormat`.

use js_sys::{Array, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::use_i18n;
use crate::state::use_app_state;
use crate::web::intl;

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
    timestamp_pieces(iso, time_zone, locale).concat()
}

/// [`format_timestamp`]'s text in pieces: the date and the time (with its zone), in the
/// locale's order, with what stands between them as a piece of its own, so a narrow table cell
/// breaks between date and time rather than inside either.
fn timestamp_pieces(iso: &str, time_zone: Option<&str>, locale: &str) -> Vec<String> {
    let date = js_sys::Date::new(&JsValue::from_str(iso));
    if date.get_time().is_nan() {
        return vec![iso.to_owned()];
    }
    time_zone
        .and_then(|tz| pieces_with(&date, locale, Some(tz)))
        .or_else(|| pieces_with(&date, locale, None))
        .unwrap_or_else(|| vec![iso.to_owned()])
}

/// A new `Intl.DateTimeFormat` for `locale` with `options`, in `time_zone` (the browser's when
/// `None`); `None` for a zone it does not know.
pub fn date_time_format(
    locale: &str,
    options: &[(&str, &str)],
    time_zone: Option<&str>,
) -> Option<JsValue> {
    let zone = time_zone.map(|tz| ("timeZone", tz));
    let options: Vec<(&str, &str)> = options.iter().copied().chain(zone).collect();
    intl::construct("DateTimeFormat", locale, &options)
}

/// `formatter`'s method `name` called with `date`.
pub fn call_format(formatter: &JsValue, name: &str, date: &js_sys::Date) -> Option<JsValue> {
    intl::call(formatter, name, date)
}

thread_local! {
    /// The last timestamp formatter and the locale and zone it was made for: a table draws
    /// dozens of times in one locale and zone, and making a formatter costs far more than
    /// using one.
    static LAST_FORMAT: std::cell::RefCell<Option<(String, Option<String>, JsValue)>> =
        const { std::cell::RefCell::new(None) };
}

fn timestamp_format(
    locale: &str,
    options: &[(&str, &str)],
    time_zone: Option<&str>,
) -> Option<JsValue> {
    LAST_FORMAT.with(|last| {
        if let Some((l, z, formatter)) = last.borrow().as_ref() {
            if l == locale && z.as_deref() == time_zone {
                return Some(formatter.clone());
            }
        }
        let formatter = date_time_format(locale, options, time_zone)?;
        *last.borrow_mut() = Some((
            locale.to_owned(),
            time_zone.map(str::to_owned),
            formatter.clone(),
        ));
        Some(formatter)
    })
}

fn pieces_with(date: &js_sys::Date, locale: &str, time_zone: Option<&str>) -> Option<Vec<String>> {
    let options = [
        ("year", "numeric"),
        ("month", "short"),
        ("day", "numeric"),
        ("hour", "2-digit"),
        ("minute", "2-digit"),
        ("timeZoneName", "short"),
    ];
    let formatter = timestamp_format(locale, &options, time_zone)?;
    let parts: Array = call_format(&formatter, "formatToParts", date)?
        .dyn_into()
        .ok()?;
    let read = |part: &JsValue, key: &str| {
        Reflect::get(part, &JsValue::from_str(key))
            .ok()?
            .as_string()
    };
    let parts = parts
        .iter()
        .map(|part| Some((read(&part, "type")?, read(&part, "value")?)))
        .collect::<Option<Vec<_>>>()?;
    Some(group_pieces(&parts))
}

/// Groups `Intl` parts (type, text) into date and time runs, with the literal text between two
/// runs as a piece of its own: [run, between, run, …].
fn group_pieces(parts: &[(String, String)]) -> Vec<String> {
    const TIME: [&str; 5] = ["hour", "minute", "second", "dayPeriod", "timeZoneName"];
    let mut pieces: Vec<String> = Vec::new();
    let mut run_is_time = None;
    let mut literal = String::new();
    for (kind, text) in parts {
        if kind == "literal" {
            literal.push_str(text);
            continue;
        }
        let is_time = TIME.contains(&kind.as_str());
        match (run_is_time, pieces.last_mut()) {
            (Some(current), Some(run)) if current == is_time => {
                run.push_str(&literal);
                run.push_str(text);
            }
            (Some(_), Some(_)) => {
                pieces.push(std::mem::take(&mut literal));
                pieces.push(text.clone());
            }
            _ => pieces.push(std::mem::take(&mut literal) + text),
        }
        literal.clear();
        run_is_time = Some(is_time);
    }
    match pieces.last_mut() {
        Some(run) => run.push_str(&literal),
        None => pieces.push(literal),
    }
    pieces
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
    let pieces = move || {
        timestamp_pieces(&shown, state.time_zone().as_deref(), i18n.ui_locale().tag())
            .into_iter()
            .enumerate()
            // Runs (even places) hold together; what stands between them may break.
            .map(|(at, piece)| match at % 2 {
                0 => view! { <span class="time__run">{piece}</span> }.into_any(),
                _ => piece.into_any(),
            })
            .collect_view()
    };
    view! { <time datetime=iso>{pieces}</time> }
}

#[cfg(test)]
mod tests {
    use super::group_pieces;

    fn parts(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn splits_the_date_from_the_time_where_the_locale_joins_them() {
        let english = parts(&[
            ("month", "Nov"),
            ("literal", " "),
            ("day", "23"),
            ("literal", ", "),
            ("year", "2026"),
            ("literal", ", "),
            ("hour", "03"),
            ("literal", ":"),
            ("minute", "43"),
            ("literal", " "),
            ("dayPeriod", "PM"),
            ("literal", " "),
            ("timeZoneName", "GMT+8"),
        ]);
        assert_eq!(
            group_pieces(&english),
            ["Nov 23, 2026", ", ", "03:43 PM GMT+8"]
        );
        let time_first = parts(&[
            ("hour", "15"),
            ("literal", ":"),
            ("minute", "43"),
            ("literal", " "),
            ("timeZoneName", "GMT+7"),
            ("literal", " "),
            ("day", "23"),
            ("literal", " thg "),
            ("month", "11"),
        ]);
        assert_eq!(group_pieces(&time_first), ["15:43 GMT+7", " ", "23 thg 11"]);
        assert_eq!(group_pieces(&[]), [""]);
    }
}
