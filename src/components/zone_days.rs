//! Days typed in a filter or a form are the user's days: each becomes the instants it starts
//! and ends at in the time zone the portal's times are shown in, and those go to the server.

use js_sys::{Array, Reflect};
use leptos::prelude::*;
use portal_api::recharges::RechargeQuery;
use wasm_bindgen::{JsCast, JsValue};

use crate::components::{call_format, date_time_format};
use crate::state::use_app_state;

const DAY_MS: i64 = 86_400_000;

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
}

/// The date of a day count since 1970-01-01.
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// `YYYY-MM-DD` as epoch ms of its midnight, as if in UTC.
fn day_ms(day: &str) -> Option<i64> {
    let mut parts = day.splitn(3, '-').map(str::parse::<i64>);
    let (y, m, d) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    Some(days_from_civil(y, m, d) * DAY_MS)
}

/// Epoch ms as `YYYY-MM-DDTHH:MM:SSZ`.
fn instant_text(ms: i64) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(DAY_MS));
    let s = ms.rem_euclid(DAY_MS) / 1000;
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

/// The offset of `zone` (the browser's when `None`) at `utc_ms`: its wall clock then, read
/// through `Intl.DateTimeFormat`, minus `utc_ms`. `None` when the browser does not know it.
fn offset_ms(utc_ms: i64, zone: Option<&str>) -> Option<i64> {
    let options = [
        ("year", "numeric"),
        ("month", "numeric"),
        ("day", "numeric"),
        ("hour", "numeric"),
        ("minute", "numeric"),
        ("second", "numeric"),
        ("hourCycle", "h23"),
    ];
    let formatter = date_time_format("en-US", &options, zone)?;
    let date = js_sys::Date::new(&JsValue::from_f64(utc_ms as f64));
    let parts: Array = call_format(&formatter, "formatToParts", &date)?
        .dyn_into()
        .ok()?;
    let mut wall = [0i64; 6];
    for part in parts.iter() {
        let text = |k: &str| Reflect::get(&part, &JsValue::from_str(k)).ok()?.as_string();
        let slot = match text("type")?.as_str() {
            "year" => 0,
            "month" => 1,
            "day" => 2,
            "hour" => 3,
            "minute" => 4,
            "second" => 5,
            _ => continue,
        };
        wall[slot] = text("value")?.parse().ok()?;
    }
    let [y, mo, d, h, mi, s] = wall;
    let wall_ms = days_from_civil(y, mo, d) * DAY_MS + ((h * 60 + mi) * 60 + s) * 1000;
    Some(wall_ms - utc_ms.div_euclid(1000) * 1000)
}

/// The instant `day` starts at in `zone`, or in the browser's zone when the browser does not
/// know `zone`; `None` when neither can be read.
fn start_of(day: &str, zone: Option<&str>) -> Option<i64> {
    let midnight = day_ms(day)?;
    let offset = |at| offset_ms(at, zone).or_else(|| offset_ms(at, None));
    // The offset at the guess, then at the instant it gives: right across a DST change.
    let first = midnight - offset(midnight)?;
    Some(midnight - offset(first)?)
}

/// The instant (`YYYY-MM-DDTHH:MM:SSZ`) `day` (`YYYY-MM-DD`) starts at in `zone` (the
/// account's time zone, `None` for the browser's); `None` when it cannot be worked out.
pub fn day_start(day: &str, zone: Option<&str>) -> Option<String> {
    start_of(day, zone).map(instant_text)
}

/// The instant `day` ends at in `zone`: the start of the next day, the first instant after it.
pub fn day_end(day: &str, zone: Option<&str>) -> Option<String> {
    let next = instant_text(day_ms(day)? + DAY_MS);
    day_start(&next[..10], zone)
}

/// The signed-in account's time zone, the one its times are shown in (`None`: the browser's).
pub fn use_zone() -> Memo<Option<String>> {
    let state = use_app_state();
    Memo::new(move |_| state.time_zone())
}

/// `query` as the server is asked for it: its first and last day as the instants they start
/// and end at in `zone` (the account's time zone, `None` for the browser's). A day that cannot
/// be converted stays a UTC day.
pub fn in_zone(query: &RechargeQuery, zone: Option<&str>) -> RechargeQuery {
    let mut q = query.clone();
    if let Some(start) = q.created_from.as_deref().and_then(|d| day_start(d, zone)) {
        q.created_since = Some(start);
        q.created_from = None;
    }
    if let Some(end) = q.created_to.as_deref().and_then(|d| day_end(d, zone)) {
        q.created_before = Some(end);
        q.created_to = None;
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_day_counts_agree() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2024, 2, 29), 19_782);
        for z in [-1, 0, 19_782, 20_415, 20_454] {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(
            day_ms("2026-11-23"),
            Some(days_from_civil(2026, 11, 23) * DAY_MS)
        );
        assert_eq!(day_ms("23/11/2026"), None);
    }

    #[test]
    fn instants_read_as_the_server_wants_them() {
        let ms = day_ms("2026-11-22").unwrap() + 16 * 3_600_000;
        assert_eq!(instant_text(ms), "2026-11-22T16:00:00Z");
        assert_eq!(
            instant_text(day_ms("2026-12-31").unwrap() + DAY_MS),
            "2027-01-01T00:00:00Z"
        );
        assert_eq!(instant_text(-1000), "1969-12-31T23:59:59Z");
    }
}
