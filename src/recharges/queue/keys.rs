//! Working the queue from the keyboard: move between rows, select, open, decide one or the
//! selected, page.

use leptos::prelude::*;
use portal_api::recharges::Recharge;
use wasm_bindgen::JsCast;

use crate::components::use_toasts;
use crate::forms::{FieldKind, FormField};
use crate::i18n::{use_i18n, Message, RechargesKey};
use crate::recharges::selection::model::Selection;
use crate::web::storage::{self, Store};

/// Where this browser keeps whether the letter keys are off.
const LETTERS_OFF: &str = "queue-letter-keys-off";

/// Whether the single-letter shortcuts act (they can be turned off: WCAG 2.1.4).
fn letters_on() -> bool {
    storage::get(Store::Browser, LETTERS_OFF).is_none()
}

/// An action a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move(i32),
    Select,
    Open,
    Decide(bool),
    Batch(bool),
    Page(i32),
}

/// The key's action; Space and Enter only act on a focused row or the page itself, so they
/// still press the button or follow the link that has focus; letters only while `letters`,
/// in either case (Caps Lock), with Shift turning C and R to the selected recharges.
fn action(key: &str, shift: bool, on_row_or_page: bool, letters: bool) -> Option<Action> {
    Some(match key {
        "ArrowDown" => Action::Move(1),
        "ArrowUp" => Action::Move(-1),
        " " if on_row_or_page => Action::Select,
        "Enter" if on_row_or_page => Action::Open,
        _ if !letters || key.len() != 1 => return None,
        _ => match (key.to_ascii_lowercase().as_str(), shift) {
            ("j", _) => Action::Move(1),
            ("k", _) => Action::Move(-1),
            ("x", _) => Action::Select,
            ("o", _) => Action::Open,
            ("c", false) => Action::Decide(true),
            ("r", false) => Action::Decide(false),
            ("c", true) => Action::Batch(true),
            ("r", true) => Action::Batch(false),
            ("n", _) => Action::Page(1),
            ("p", _) => Action::Page(-1),
            _ => return None,
        },
    })
}

/// Keys typed into a field, or while a dialog is open, are not shortcuts; a row's checkbox
/// is part of its row, so the keys work from there too (Space still ticks it).
fn typing_or_in_dialog(target: &web_sys::Element) -> bool {
    let tag = target.tag_name();
    let row_checkbox = tag == "INPUT"
        && target.get_attribute("type").as_deref() == Some("checkbox")
        && target.closest(".queue table").ok().flatten().is_some();
    (matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT") && !row_checkbox)
        || target.closest("dialog[open]").ok().flatten().is_some()
        || document()
            .query_selector("dialog[open]")
            .ok()
            .flatten()
            .is_some()
}

/// Moves focus to row `index` of the queue's table.
pub fn focus_row(index: usize) {
    let selector = format!(".queue tbody tr[data-row=\"{index}\"]");
    if let Some(row) = document()
        .query_selector(&selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = row.focus();
    }
}

/// What the keys act on and what they do.
pub struct QueueKeys {
    /// The rows of this page.
    pub rows: RwSignal<Vec<Recharge>>,
    /// The row the keys act on.
    pub active: RwSignal<Option<usize>>,
    /// The selected recharges.
    pub selection: RwSignal<Selection>,
    /// Opens a recharge's page.
    pub open: Callback<Recharge>,
    /// Opens the decision dialog (`true` confirms).
    pub decide: Callback<(Recharge, bool)>,
    /// Opens the batch dialog for the selected recharges (`true` confirms).
    pub batch: Callback<bool>,
    /// Goes to the previous (-1) or next (+1) page.
    pub page: Callback<i32>,
}

/// Listens to the keys while the queue is shown.
pub fn use_queue_keys(keys: QueueKeys) {
    let QueueKeys {
        rows,
        active,
        selection,
        open,
        decide,
        batch,
        page,
    } = keys;
    let toasts = use_toasts();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.default_prevented() || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if target.as_ref().is_some_and(typing_or_in_dialog) {
            return;
        }
        let on_row_or_page = target
            .as_ref()
            .is_none_or(|t| matches!(t.tag_name().as_str(), "TR" | "BODY"));
        let Some(action) = action(&ev.key(), ev.shift_key(), on_row_or_page, letters_on()) else {
            return;
        };
        let count = rows.with_untracked(Vec::len);
        let current = active.get_untracked();
        let row = current.and_then(|i| rows.with_untracked(|r| r.get(i).cloned()));
        match action {
            Action::Move(step) if count > 0 => {
                let next = match current {
                    None => 0,
                    Some(i) => (i as i64 + i64::from(step)).clamp(0, count as i64 - 1) as usize,
                };
                active.set(Some(next));
                focus_row(next);
            }
            Action::Select => match row {
                Some(r) => selection.update(|s| s.toggle(&r)),
                None => return,
            },
            Action::Open => match row {
                Some(r) => open.run(r),
                None => return,
            },
            Action::Decide(confirm) => match row.filter(Recharge::is_pending) {
                Some(r) => decide.run((r, confirm)),
                None => return,
            },
            Action::Batch(_) if selection.with_untracked(Selection::is_empty) => {
                toasts.error(RechargesKey::NothingSelected);
            }
            Action::Batch(confirm) => batch.run(confirm),
            Action::Page(step) => page.run(step),
            Action::Move(_) => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());
}

/// The keys, shown beside the queue, and the switch that turns the letter keys off.
#[component]
pub fn KeyLegend() -> impl IntoView {
    let i18n = use_i18n();
    let letters = RwSignal::new(letters_on().to_string());
    crate::reactive::effect(move || {
        if letters.with(|v| v == "true") {
            storage::remove(Store::Browser, LETTERS_OFF);
        } else {
            storage::set(Store::Browser, LETTERS_OFF, "1");
        }
    });
    let item = move |keys: &'static [&'static str], what: RechargesKey| {
        let keys = keys
            .iter()
            .map(|k| view! { <kbd>{*k}</kbd> })
            .collect_view();
        view! {
            <li class="keys__item">
                {keys}
                " "
                {move || i18n.t(what)}
            </li>
        }
    };
    view! {
        <section class="keys" aria-labelledby="queue-keys-title">
            <h2 id="queue-keys-title" class="keys__title">{move || i18n.t(RechargesKey::KeysTitle)}</h2>
            <ul class="keys__list">
                {item(&["↑", "↓", "J", "K"], RechargesKey::KeyMove)}
                {item(&["X", "Space"], RechargesKey::KeySelect)}
                {item(&["Enter", "O"], RechargesKey::KeyOpen)}
                {item(&["C"], RechargesKey::KeyConfirm)}
                {item(&["R"], RechargesKey::KeyReject)}
                {item(&["Shift+C"], RechargesKey::KeyBatchConfirm)}
                {item(&["Shift+R"], RechargesKey::KeyBatchReject)}
                {item(&["P", "N"], RechargesKey::KeyPage)}
            </ul>
            <FormField
                id="queue-letter-keys"
                label=RechargesKey::LetterKeys
                value=letters
                kind=FieldKind::Checkbox
                hint=Message::from(RechargesKey::LetterKeysHint)
            />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::{action, Action};

    #[test]
    fn letters_act_in_either_case_and_shift_turns_to_the_selection() {
        assert_eq!(action("c", false, false, true), Some(Action::Decide(true)));
        assert_eq!(action("C", false, false, true), Some(Action::Decide(true)));
        assert_eq!(action("C", true, false, true), Some(Action::Batch(true)));
        assert_eq!(action("R", true, false, true), Some(Action::Batch(false)));
        assert_eq!(action("J", true, false, true), Some(Action::Move(1)));
        assert_eq!(action("q", false, true, true), None);
    }

    #[test]
    fn letters_off_leave_arrows_space_and_enter() {
        assert_eq!(action("c", false, true, false), None);
        assert_eq!(action("C", true, true, false), None);
        assert_eq!(
            action("ArrowUp", false, false, false),
            Some(Action::Move(-1))
        );
        assert_eq!(action(" ", false, true, false), Some(Action::Select));
        assert_eq!(action(" ", false, false, false), None);
        assert_eq!(action("Enter", false, false, false), None);
    }
}
