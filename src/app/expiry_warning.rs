//! Warns before the session runs out, with a countdown; "Stay signed in" renews it.

use std::time::Duration;

use leptos::prelude::*;

use crate::api::{self, ApiError};
use crate::components::{send_form, use_toasts, Button, Dialog, ErrorView};
use crate::i18n::{use_i18n, AuthKey};

/// Seconds before the end at which the warning shows: two minutes, or half of a shorter life.
fn lead(lifetime: u64) -> f64 {
    (lifetime as f64 / 2.0).min(120.0)
}

/// The seconds said to screen readers: whole quarter minutes, so they hear it every 15 s, not
/// every second.
fn spoken(seconds: u64) -> u64 {
    seconds.div_ceil(15) * 15
}

/// Whole seconds left until `ends` (epoch ms) at `now`, `None` when it has passed.
fn seconds_left(ends: f64, now: f64) -> Option<u64> {
    let left = ((ends - now) / 1000.0).ceil();
    (left > 0.0).then_some(left as u64)
}

/// Watches this tab's session: from [`lead`] seconds before its end an alert dialog counts
/// down; "Stay signed in" renews it through the refresh token; at the end, unrenewed, the
/// session ends (signing in again keeps the page and what its forms hold).
#[component]
pub fn ExpiryWarning() -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let left = RwSignal::new(None::<u64>);
    let pending = RwSignal::new(false);
    let error = RwSignal::new(None::<ApiError>);
    let tick = move || {
        let mut next = None;
        if let (true, Some((ends, lifetime))) =
            (api::session::is_signed_in(), api::session::expiry())
        {
            match seconds_left(ends, js_sys::Date::now()) {
                None if !pending.get_untracked() => api::session::expire(),
                Some(secs) if secs as f64 <= lead(lifetime) => next = Some(secs),
                _ => {}
            }
        }
        if left.get_untracked() != next {
            left.set(next);
        }
    };
    // A deadline read every half second, so a throttled background tab still ends on time.
    let handle = set_interval_with_handle(tick, Duration::from_millis(500)).ok();
    on_cleanup(move || {
        if let Some(handle) = handle {
            handle.clear();
        }
    });
    let stay = Callback::new(move |_| {
        send_form(pending, error, api::session::renew(), move |_| {
            left.set(None);
            toasts.success(AuthKey::SessionRenewed);
        })
    });
    let seconds = move || left.get().unwrap_or_default().to_string();
    let about = move || spoken(left.get().unwrap_or_default()).to_string();
    view! {
        <Dialog
            open=Signal::derive(move || left.with(Option::is_some))
            on_close=Callback::new(|_| {})
            id="session-ending"
            title=Signal::derive(|| AuthKey::SessionEndingTitle.into())
            alert=true
            described_by="session-ending-text"
            locked=true
        >
            <p id="session-ending-text" role="timer">
                {move || i18n.tf(AuthKey::SessionEndsIn, &[("seconds", &seconds())])}
            </p>
            <p class="sr-only" role="status">
                {move || i18n.tf(AuthKey::SessionEndsAbout, &[("seconds", &about())])}
            </p>
            <ErrorView error/>
            <div class="form__actions">
                <Button label=AuthKey::StaySignedIn pending on_click=stay/>
            </div>
        </Dialog>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warns_two_minutes_ahead_or_half_a_short_life() {
        assert_eq!(lead(3600), 120.0);
        assert_eq!(lead(30), 15.0);
    }

    #[test]
    fn counts_whole_seconds_and_speaks_in_quarter_minutes() {
        assert_eq!(seconds_left(10_000.0, 8_500.0), Some(2));
        assert_eq!(seconds_left(10_000.0, 10_000.0), None);
        assert_eq!(
            (spoken(1), spoken(15), spoken(16), spoken(120)),
            (15, 15, 30, 120)
        );
    }
}
