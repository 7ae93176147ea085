//! How long something has waited, in its largest whole unit: minutes, hours or days.

use crate::i18n::{localize_count, I18n, WorkspaceKey};

/// The unit and count for `millis` of waiting: under an hour in minutes, under two days in
/// hours, then in days.
fn largest_unit(millis: f64) -> (WorkspaceKey, u64) {
    let minutes = (millis.max(0.0) / 60_000.0) as u64;
    match minutes {
        m if m < 60 => (WorkspaceKey::AgeMinutes, m),
        m if m < 48 * 60 => (WorkspaceKey::AgeHours, m / 60),
        m => (WorkspaceKey::AgeDays, m / (24 * 60)),
    }
}

/// "3 d", in the person's language, since the ISO instant `since`; `None` when it does not read.
pub fn waited(since: &str, i18n: I18n) -> Option<String> {
    let at = js_sys::Date::parse(since);
    if at.is_nan() {
        return None;
    }
    let (key, count) = largest_unit(js_sys::Date::now() - at);
    Some(i18n.tf(key, &[("count", &localize_count(count))]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waiting_reads_in_its_largest_whole_unit() {
        let minute = 60_000.0;
        assert_eq!(largest_unit(59.0 * minute), (WorkspaceKey::AgeMinutes, 59));
        assert_eq!(largest_unit(90.0 * minute), (WorkspaceKey::AgeHours, 1));
        assert_eq!(
            largest_unit(47.0 * 60.0 * minute),
            (WorkspaceKey::AgeHours, 47)
        );
        assert_eq!(
            largest_unit(3.5 * 24.0 * 60.0 * minute),
            (WorkspaceKey::AgeDays, 3)
        );
        assert_eq!(largest_unit(-5.0), (WorkspaceKey::AgeMinutes, 0));
    }
}
