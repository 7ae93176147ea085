//! Wall-clock time in epoch milliseconds and its ISO 8601 text, and a [`Clock`] tests can move.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use time::format_description::FormatItem;
use time::macros::format_description;
use time::{Date, Month, OffsetDateTime};

const ISO_MILLIS: &[FormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");

/// Now, in milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// The wall clock plus an offset that only moves forward. Clones share the offset, so a test
/// keeps one clone and moves the sandbox's time (the sign-in attempt windows read it) instead
/// of sleeping.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    /// Now, in milliseconds since the Unix epoch, as this clock tells it.
    pub fn now_ms(&self) -> i64 {
        now_ms().saturating_add(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Moves this clock (and every clone of it) forward by `by`.
    pub fn advance(&self, by: Duration) {
        self.offset_ms.fetch_add(millis(by), Ordering::Relaxed);
    }
}

/// A duration in milliseconds, saturating.
pub fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Epoch milliseconds as ISO 8601 UTC with milliseconds and a trailing `Z`.
pub fn iso(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| t.format(ISO_MILLIS).ok())
        .unwrap_or_else(|| "1970-01-01T00:00:00.000Z".to_owned())
}

/// Midnight UTC of `YYYY-MM-DD` in epoch ms, if it is a real date (not 2026-02-30).
pub fn day_start(text: &str) -> Option<i64> {
    let mut parts = text.splitn(3, '-').map(str::parse::<i64>);
    let (year, month, day) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    let month = Month::try_from(u8::try_from(month).ok()?).ok()?;
    let date =
        Date::from_calendar_date(i32::try_from(year).ok()?, month, u8::try_from(day).ok()?).ok()?;
    Some(date.midnight().assume_utc().unix_timestamp() * 1000)
}

/// `YYYY-MM-DDTHH:MM:SSZ` in epoch ms, if its date is real.
pub fn instant_ms(text: &str) -> Option<i64> {
    let (day, time) = text.split_once('T')?;
    let mut parts = time
        .strip_suffix('Z')?
        .splitn(3, ':')
        .map(str::parse::<i64>);
    let (h, m, s) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    Some(day_start(day)? + ((h * 60 + m) * 60 + s) * 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_has_millis_and_z() {
        assert_eq!(iso(1_700_000_000_123), "2023-11-14T22:13:20.123Z");
        assert_eq!(iso(0), "1970-01-01T00:00:00.000Z");
    }

    #[test]
    fn a_clock_moves_forward_with_its_clones() {
        let clock = Clock::default();
        let clone = clock.clone();
        let before = clock.now_ms();
        clone.advance(Duration::from_secs(3600));
        assert!(clock.now_ms() >= before + 3_600_000);
    }
}
