//! Big changes of a rate or a fee, asked about before saving: a new value more than five times
//! the saved one, or under a fifth of it, is shown old and new, and saved only once confirmed.

use leptos::prelude::*;

use crate::i18n::{use_i18n, ExchangeConfigKey, Message};

/// How many times larger or smaller than the saved value a new one may be without asking.
const FACTOR: f64 = 5.0;

/// Whether `new` is more than five times `saved` (`Some(true)`) or under a fifth of it
/// (`Some(false)`). A saved zero has no scale to compare with, and a value that does not read
/// is refused by the form's own checks: neither asks.
pub fn how_far(saved: f64, new: f64) -> Option<bool> {
    if !saved.is_finite() || !new.is_finite() || saved == 0.0 {
        return None;
    }
    let ratio = new / saved;
    if ratio > FACTOR {
        Some(true)
    } else if ratio < 1.0 / FACTOR {
        Some(false)
    } else {
        None
    }
}

/// One value about to change by far: what it is, and the saved and new values as shown.
#[derive(Clone, Debug, PartialEq)]
pub struct BigChange {
    /// The field's label.
    pub what: ExchangeConfigKey,
    /// The saved value as the person reads it.
    pub old: String,
    /// The new value as the person reads it.
    pub new: String,
    /// More than five times (else under a fifth).
    pub up: bool,
}

impl BigChange {
    /// The change of the field `what` from `saved` to `new` (as numbers, and as shown), if big.
    pub fn of(what: ExchangeConfigKey, saved: (f64, String), new: (f64, String)) -> Option<Self> {
        how_far(saved.0, new.0).map(|up| Self {
            what,
            old: saved.1,
            new: new.1,
            up,
        })
    }
}

/// A decimal text as a number, for comparing only (never for money arithmetic).
pub fn scale(text: &str) -> f64 {
    text.trim().parse().unwrap_or(f64::NAN)
}

/// What asking holds: the big changes of the values last submitted, and whether the person
/// confirmed them. A submit with other values asks again.
#[derive(Clone, Copy)]
pub struct BigChangeCheck {
    asked: RwSignal<Vec<BigChange>>,
    confirmed: RwSignal<bool>,
}

impl Default for BigChangeCheck {
    fn default() -> Self {
        Self::new()
    }
}

impl BigChangeCheck {
    /// Nothing asked yet.
    pub fn new() -> Self {
        Self {
            asked: RwSignal::new(Vec::new()),
            confirmed: RwSignal::new(false),
        }
    }

    /// Whether to send now: true when nothing changes by far, or what changes by far is what
    /// the person confirmed; otherwise shows `changes` and waits for the confirmation.
    pub fn passes(self, changes: Vec<BigChange>) -> bool {
        if changes.is_empty() {
            self.forget();
            return true;
        }
        let same = self.asked.with_untracked(|asked| *asked == changes);
        if same && self.confirmed.get_untracked() {
            self.forget();
            return true;
        }
        self.confirmed.set(false);
        self.asked.set(changes);
        false
    }

    /// Drops what was asked (the dialog opened again, or the values were sent).
    pub fn forget(self) {
        self.asked.set(Vec::new());
        self.confirmed.set(false);
    }
}

/// The question, above the form's action while big changes wait: each value old → new, and
/// "Save anyway", which confirms and submits again (`submit`).
#[component]
pub fn BigChangeQuestion(check: BigChangeCheck, submit: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let lines = move || {
        check
            .asked
            .get()
            .into_iter()
            .map(|change| {
                let key = if change.up {
                    ExchangeConfigKey::BigChangeUp
                } else {
                    ExchangeConfigKey::BigChangeDown
                };
                let message = Message::with(
                    key,
                    &[
                        ("what", i18n.t(change.what).to_owned()),
                        ("old", change.old),
                        ("new", change.new),
                    ],
                );
                view! { <li>{move || i18n.message(&message)}</li> }
            })
            .collect_view()
    };
    let confirm = move |_| {
        check.confirmed.set(true);
        submit.run(());
    };
    view! {
        <div role="alert">
            {move || {
                check.asked.with(|asked| !asked.is_empty()).then(|| view! {
                    <div class="notice notice--warning">
                        <p>{move || i18n.t(ExchangeConfigKey::BigChangeAsk)}</p>
                        <ul>{lines}</ul>
                        <button type="button" class="btn btn--secondary btn--small" on:click=confirm>
                            {move || i18n.t(ExchangeConfigKey::BigChangeConfirm)}
                        </button>
                    </div>
                })
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asks_beyond_five_times_either_way_only() {
        assert_eq!(how_far(0.92, 9.2), Some(true));
        assert_eq!(how_far(0.92, 0.1), Some(false));
        assert_eq!(how_far(0.92, 4.6), None, "five times exactly does not ask");
        assert_eq!(how_far(1.0, 0.2), None, "a fifth exactly does not ask");
        assert_eq!(how_far(0.92, 0.95), None);
        assert_eq!(how_far(0.0, 3.0), None, "a saved zero has no scale");
        assert_eq!(how_far(2.0, 0.0), Some(false), "to zero is under a fifth");
        assert_eq!(how_far(1.0, scale("x")), None);
    }

    #[test]
    fn a_big_change_keeps_both_values_as_shown() {
        let change = BigChange::of(
            ExchangeConfigKey::FixedRate,
            (0.92, "0.92".into()),
            (9.2, "9.2".into()),
        );
        assert_eq!(
            change,
            Some(BigChange {
                what: ExchangeConfigKey::FixedRate,
                old: "0.92".into(),
                new: "9.2".into(),
                up: true,
            })
        );
    }
}
