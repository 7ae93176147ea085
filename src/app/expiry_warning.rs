//! Renews a session about to run out for someone at work; warns an idle person with a countdown.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api;
use crate::components::{use_toasts, Button, Dialog, ErrorView};
use crate::config::config;
use crate::forms::Sending;
use crate::i18n::{use_i18n, AuthKey};
use crate::web::activity;

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

/// Watches this tab's session. From [`lead`] seconds before its end it is renewed quietly when
/// the person used the portal within the configured idle time; otherwise an alert dialog counts
/// down, and "Stay signed in" renews it through the refresh token; at the end, unrenewed, the
/// session ends (signing in again keeps the page and what its forms hold).
#[component]
pub fn ExpiryWarning() -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let left = RwSignal::new(None::<u64>);
    let sending = Sending::new();
    let Sending { pending, error } = sending;
    // The deadline a quiet renewal was tried for, and whether it is under way.
    let quiet_for = StoredValue::new(0.0);
    let quiet_busy = StoredValue::new(false);
    let tick = move || {
        let mut next = None;
        if let (true, Some((ends, lifetime))) =
            (api::session::is_signed_in(), api::session::expiry())
        {
            let busy = pending.get_untracked() || quiet_busy.get_value();
            match seconds_left(ends, js_sys::Date::now()) {
                None if !busy => api::session::expire(),
                Some(secs) if secs as f64 <= lead(lifetime) => {
                    // Someone at work is not interrupted: only an idle person is asked.
                    if quiet_for.get_value() != ends
                        && activity::active_within(config().idle_timeout_seconds)
                    {
                        quiet_for.set_value(ends);
                        quiet_busy.set_value(true);
                        spawn_local(async move {
                            // A failure leaves the deadline, so the warning shows next tick.
                            let _ = api::refresh::renew_now().await;
                            quiet_busy.set_value(false);
                        });
                    } else if !quiet_busy.get_value() {
                        next = Some(secs);
                    }
                }
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
        sending.send(api::refresh::renew_now(), move |_| {
            left.set(None);
            toasts.success(AuthKey::SessionRenewed);
        })
    });
    // Nothing is said while no warning is due, not even inside the closed dialog.
    let ends_in = move || {
        left.get()
            .map(|s| i18n.tf(AuthKey::SessionEndsIn, &[("seconds", &s.to_string())]))
    };
    let ends_about = move || {
        left.get().map(|s| {
            i18n.tf(
                AuthKey::SessionEndsAbout,
                &[("seconds", &spoken(s).to_string())],
            )
        })
    };
    view! {
        <Dialog
            open=Signal::derive(move || left.with(Option::is_some))
            on_close=Callback::new(|_| {})
            id="session-ending"
            title=Signal::stored(AuthKey::SessionEndingTitle.into())
            alert=true
            described_by="session-ending-text"
            locked=true
        >
            <p id="session-ending-text" role="timer">{ends_in}</p>
            <p class="sr-only" role="status">{ends_about}</p>
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
