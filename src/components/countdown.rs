//! A seconds countdown for resend cooldowns.

use std::time::Duration;

use leptos::prelude::*;

use crate::i18n::{use_i18n, AuthKey};

/// A running countdown; read [`Countdown::remaining`] in a view. It counts from a deadline,
/// so a throttled background tab still shows the right time.
#[derive(Clone, Copy)]
pub struct Countdown {
    remaining: RwSignal<u64>,
    deadline_ms: StoredValue<f64>,
    interval: StoredValue<Option<IntervalHandle>>,
}

impl Countdown {
    /// Seconds left (tracked); 0 when finished.
    pub fn remaining(&self) -> u64 {
        self.remaining.get()
    }

    /// Seconds left, without tracking.
    pub fn remaining_untracked(&self) -> u64 {
        self.remaining.get_untracked()
    }

    /// Whether it is still running (tracked).
    pub fn running(&self) -> bool {
        self.remaining.get() > 0
    }

    /// Whether it has ever been started, so that an end time is known.
    pub fn started_untracked(&self) -> bool {
        self.deadline_ms.try_get_value().is_some_and(|d| d > 0.0)
    }

    /// Starts (or restarts) from `seconds`.
    pub fn start(&self, seconds: u64) {
        self.stop();
        let deadline_ms = js_sys::Date::now() + seconds as f64 * 1000.0;
        // Its owner is gone (an answer that came back after the page moved on): no timer.
        if self.deadline_ms.try_set_value(deadline_ms).is_some() {
            return;
        }
        self.remaining.set(seconds);
        if seconds == 0 {
            return;
        }
        let this = *self;
        let handle = set_interval_with_handle(move || this.tick(), Duration::from_millis(250));
        self.interval.set_value(handle.ok());
    }

    fn tick(&self) {
        let Some(deadline_ms) = self.deadline_ms.try_get_value() else {
            return;
        };
        let left_ms = deadline_ms - js_sys::Date::now();
        let left = if left_ms <= 0.0 {
            0
        } else {
            (left_ms / 1000.0).ceil() as u64
        };
        if self.remaining.try_get_untracked() != Some(left) {
            self.remaining.set(left);
        }
        if left == 0 {
            self.stop();
        }
    }

    fn stop(&self) {
        if let Some(Some(handle)) = self.interval.try_get_value() {
            handle.clear();
            self.interval.set_value(None);
        }
    }
}

/// A countdown owned by the calling component; its timer stops when the component goes away.
pub fn use_countdown() -> Countdown {
    let countdown = Countdown {
        remaining: RwSignal::new(0),
        deadline_ms: StoredValue::new(0.0),
        interval: StoredValue::new(None),
    };
    on_cleanup(move || countdown.stop());
    countdown
}

/// "Resend in N s" beside a send button while `cooldown` runs; nothing otherwise.
#[component]
pub fn ResendIn(
    /// The cooldown that holds the button back.
    cooldown: Countdown,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <Show when=move || cooldown.running()>
            <span class="send-code__countdown">
                {move || {
                    let seconds = cooldown.remaining().to_string();
                    i18n.tf(AuthKey::ResendIn, &[("seconds", &seconds)])
                }}
            </span>
        </Show>
    }
}
