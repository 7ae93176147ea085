//! How this browser shows the queue: compact rows, and its filters folded to one line.

use leptos::prelude::*;

use crate::i18n::{use_i18n, RechargesKey};
use crate::web::storage::{self, Store};

/// Where this browser keeps that the queue's rows are compact.
const COMPACT: &str = "queue-compact";
/// Where this browser keeps that the queue's filters were left open.
const OPEN: &str = "queue-filters-open";

/// A yes/no this browser remembers under `key`: present means yes.
fn remembered(key: &'static str) -> RwSignal<bool> {
    let on = RwSignal::new(storage::get(Store::Browser, key).is_some());
    crate::reactive::effect(move || match on.get() {
        true => storage::set(Store::Browser, key, "1"),
        false => storage::remove(Store::Browser, key),
    });
    on
}

/// The queue's view choices, each remembered by this browser.
#[derive(Clone, Copy)]
pub struct QueueView {
    /// Rows drawn closer together, so a shift's worth shows at once.
    pub compact: RwSignal<bool>,
    /// The filter form and saved filters folded behind their one-line summary.
    pub folded: RwSignal<bool>,
}

/// The view choices as this browser last left them, except that with no filter in use
/// (`filtered` false) the filters start folded: the rows come first.
pub fn use_queue_view(filtered: bool) -> QueueView {
    let open = remembered(OPEN);
    let folded = RwSignal::new(!(filtered && open.get_untracked()));
    // Only a fold or unfold by the person is remembered, not how this page started.
    Effect::new(move |started: Option<()>| {
        let now = folded.get();
        if started.is_some() {
            open.set(!now);
        }
    });
    QueueView {
        compact: remembered(COMPACT),
        folded,
    }
}

/// "Compact rows", pressed or not.
#[component]
pub fn DensitySwitch(
    /// Whether the rows are compact.
    compact: RwSignal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <button
            type="button"
            class="btn btn--secondary btn--small queue__density"
            aria-pressed=move || compact.get().to_string()
            on:click=move |_| compact.update(|c| *c = !*c)
        >
            {move || i18n.t(RechargesKey::CompactRows)}
        </button>
    }
}
