//! Operator remarks kept by this browser: the presets the operator edits and the remark used
//! last, offered in every decision's dialog.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::components::{use_toasts, Button};
use crate::forms::{FieldKind, FormField};
use crate::forms::{RemarkChoice, RemarkChoices};
use crate::i18n::{localize_count, Message, RechargesKey};
use crate::web::storage::{self, Store};

/// Where this browser keeps the presets, one per line.
const PRESETS: &str = "queue-remark-presets";
/// Where this browser keeps the remark used last.
const LAST: &str = "queue-last-remark";
/// As many as there are number keys.
const MOST: usize = 9;
/// Longest remark the API accepts.
const REMARK_MAX: usize = 255;

/// The lines of `text` that hold a remark, trimmed.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Why `text` cannot be kept as presets: too many, or a line too long (counted from 1).
fn refusal(text: &str) -> Option<Message> {
    let presets = lines(text);
    if presets.len() > MOST {
        let count = localize_count(presets.len() as u64);
        return Some(Message::with(
            RechargesKey::RemarkPresetsTooMany,
            &[("count", count)],
        ));
    }
    presets.iter().enumerate().find_map(|(i, p)| {
        let count = p.chars().count();
        (count > REMARK_MAX).then(|| {
            Message::with(
                RechargesKey::RemarkPresetTooLong,
                &[
                    ("line", localize_count(i as u64 + 1)),
                    ("count", localize_count(count as u64)),
                ],
            )
        })
    })
}

/// The remarks offered: the last one first, marked, then the presets without it, nine at most.
fn offered(last: Option<String>, presets: Vec<String>) -> Vec<RemarkChoice> {
    let last = last.filter(|l| !l.trim().is_empty());
    let rest: Vec<RemarkChoice> = presets
        .into_iter()
        .filter(|p| Some(p) != last.as_ref())
        .map(|text| RemarkChoice { text, last: false })
        .collect();
    last.map(|text| RemarkChoice { text, last: true })
        .into_iter()
        .chain(rest)
        .take(MOST)
        .collect()
}

/// The presets and the last remark, shared by the queue's dialogs and its preset editor.
#[derive(Clone, Copy)]
pub struct Remarks {
    /// The presets as this browser keeps them, one per line.
    pub presets: RwSignal<String>,
    /// The remark used last.
    pub last: RwSignal<Option<String>>,
}

impl Remarks {
    /// Read from this browser.
    pub fn load() -> Self {
        Self {
            presets: RwSignal::new(storage::get(Store::Browser, PRESETS).unwrap_or_default()),
            last: RwSignal::new(storage::get(Store::Browser, LAST)),
        }
    }

    /// Keeps `remark` as the one used last (after a decision went through).
    pub fn used(self, remark: &str) {
        storage::set(Store::Browser, LAST, remark);
        // A batch ends after its dialog's page may have gone.
        self.last.try_set(Some(remark.to_owned()));
    }

    /// What the decision dialogs offer.
    pub fn choices(self) -> RemarkChoices {
        RemarkChoices {
            label: RechargesKey::RemarkChoices.into(),
            last_label: RechargesKey::LastRemark.into(),
            items: Signal::derive(move || offered(self.last.get(), lines(&self.presets.get()))),
        }
    }
}

/// The presets, read once per page; the recharge section provides them.
pub fn use_remarks() -> Remarks {
    use_context::<Remarks>().unwrap_or_else(|| {
        let remarks = Remarks::load();
        provide_context(remarks);
        remarks
    })
}

/// "Remark presets": a text of one remark per line, kept in this browser on Save; what was
/// typed stays when it is refused.
#[component]
pub fn RemarkPresets() -> impl IntoView {
    let i18n = crate::i18n::use_i18n();
    let toasts = use_toasts();
    let remarks = use_remarks();
    let text = RwSignal::new(remarks.presets.get_untracked());
    let error = RwSignal::new(None::<Message>);
    let save = move |ev: SubmitEvent| {
        ev.prevent_default();
        let typed = text.get_untracked();
        error.set(refusal(&typed));
        if error.with_untracked(Option::is_some) {
            crate::components::focus_soon("remark-presets");
            return;
        }
        let kept = lines(&typed).join("\n");
        storage::set(Store::Browser, PRESETS, &kept);
        remarks.presets.set(kept.clone());
        text.set(kept);
        toasts.success(RechargesKey::RemarkPresetsSaved);
    };
    view! {
        <details class="queue__presets">
            <summary>{move || i18n.t(RechargesKey::RemarkPresets)}</summary>
            <form class="form" on:submit=save novalidate>
                <FormField
                    id="remark-presets"
                    label=RechargesKey::RemarkPresets
                    value=text
                    kind=FieldKind::Textarea
                    hint=Message::from(RechargesKey::RemarkPresetsHint)
                    error
                />
                <div class="form__actions">
                    <Button label=RechargesKey::RemarkPresetsSave submit=true/>
                </div>
            </form>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_remark_comes_first_and_once() {
        let presets = vec!["Matches".to_owned(), "No transfer".to_owned()];
        let shown = offered(Some("No transfer".into()), presets.clone());
        let texts: Vec<_> = shown.iter().map(|c| (c.text.as_str(), c.last)).collect();
        assert_eq!(texts, [("No transfer", true), ("Matches", false)]);
        assert_eq!(offered(None, presets).len(), 2);
        let many = (0..12).map(|n| n.to_string()).collect();
        assert_eq!(offered(Some("x".into()), many).len(), MOST);
    }

    #[test]
    fn presets_are_lines_of_at_most_255_and_nine_of_them() {
        assert_eq!(lines(" a \n\n b\n"), ["a", "b"]);
        assert!(refusal("a\nb").is_none());
        assert!(refusal(&"x\n".repeat(10)).is_some());
        assert!(refusal(&format!("ok\n{}", "y".repeat(256))).is_some());
    }
}
