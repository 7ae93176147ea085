//! Operator remarks kept by this browser for each signed-in account and each decision: the
//! presets the operator edits and the remark used last, offered in that decision's dialog only.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::components::{use_toasts, Button};
use crate::forms::{FieldKind, FormField};
use crate::forms::{RemarkChoice, RemarkChoices};
use crate::i18n::{localize_count, Message, RechargesKey};
use crate::state::use_app_state;
use crate::web::storage::{self, Store};

/// Where this browser keeps `what` ("presets", one per line, or "last") of one account's
/// `confirm` (or reject) decisions: a reject remark is never offered on a confirm, nor one
/// operator's remarks to another on a shared browser.
fn kept_key(account: &str, confirm: bool, what: &str) -> String {
    let decision = if confirm { "confirm" } else { "reject" };
    format!("queue-remarks.{account}.{decision}.{what}")
}
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

/// One decision's presets and last remark.
#[derive(Clone, Copy)]
pub struct DecisionRemarks {
    /// The presets as this browser keeps them, one per line.
    pub presets: RwSignal<String>,
    /// The remark used last.
    pub last: RwSignal<Option<String>>,
}

/// The remarks of the signed-in account, by decision; shared by the queue's dialogs and its
/// preset editor.
#[derive(Clone, Copy)]
pub struct Remarks {
    account: StoredValue<String>,
    confirm: DecisionRemarks,
    reject: DecisionRemarks,
}

impl Remarks {
    /// Read from this browser for the signed-in account.
    pub fn load() -> Self {
        let account = use_app_state()
            .account
            .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()))
            .unwrap_or_default();
        let read = |confirm: bool| DecisionRemarks {
            presets: RwSignal::new(
                storage::get(Store::Browser, &kept_key(&account, confirm, "presets"))
                    .unwrap_or_default(),
            ),
            last: RwSignal::new(storage::get(
                Store::Browser,
                &kept_key(&account, confirm, "last"),
            )),
        };
        Self {
            confirm: read(true),
            reject: read(false),
            account: StoredValue::new(account),
        }
    }

    /// The remarks of one decision (`true` confirms).
    pub fn of(self, confirm: bool) -> DecisionRemarks {
        if confirm {
            self.confirm
        } else {
            self.reject
        }
    }

    /// Keeps `presets` (already checked) for the decision.
    fn keep_presets(self, confirm: bool, presets: &str) {
        let key = self.account.with_value(|a| kept_key(a, confirm, "presets"));
        storage::set(Store::Browser, &key, presets);
        self.of(confirm).presets.set(presets.to_owned());
    }

    /// Keeps `remark` as the one used last for the decision (after it went through).
    pub fn used(self, confirm: bool, remark: &str) {
        let Some(key) = self
            .account
            .try_with_value(|a| kept_key(a, confirm, "last"))
        else {
            // A batch ends after its dialog's page may have gone: this browser still keeps it.
            return;
        };
        storage::set(Store::Browser, &key, remark);
        self.of(confirm).last.try_set(Some(remark.to_owned()));
    }

    /// What a decision's dialog offers: that decision's remarks only, as `confirm` says.
    pub fn choices(self, confirm: Signal<bool>) -> RemarkChoices {
        RemarkChoices {
            label: RechargesKey::RemarkChoices.into(),
            last_label: RechargesKey::LastRemark.into(),
            items: Signal::derive(move || {
                let kept = self.of(confirm.get());
                offered(kept.last.get(), lines(&kept.presets.get()))
            }),
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

/// "Remark presets": for each decision a text of one remark per line, kept in this browser for
/// the signed-in account on Save; what was typed stays when it is refused.
#[component]
pub fn RemarkPresets() -> impl IntoView {
    let i18n = crate::i18n::use_i18n();
    let toasts = use_toasts();
    let remarks = use_remarks();
    let text = |confirm: bool| RwSignal::new(remarks.of(confirm).presets.get_untracked());
    let (confirm_text, reject_text) = (text(true), text(false));
    let confirm_error = RwSignal::new(None::<Message>);
    let reject_error = RwSignal::new(None::<Message>);
    let save = move |ev: SubmitEvent| {
        ev.prevent_default();
        confirm_error.set(refusal(&confirm_text.get_untracked()));
        reject_error.set(refusal(&reject_text.get_untracked()));
        let refused = [
            ("remark-presets-confirm", confirm_error),
            ("remark-presets-reject", reject_error),
        ];
        if crate::components::focus_first_refused(&refused) {
            return;
        }
        for (confirm, text) in [(true, confirm_text), (false, reject_text)] {
            let kept = lines(&text.get_untracked()).join("\n");
            remarks.keep_presets(confirm, &kept);
            text.set(kept);
        }
        toasts.success(RechargesKey::RemarkPresetsSaved);
    };
    view! {
        <details class="queue__presets">
            <summary>{move || i18n.t(RechargesKey::RemarkPresets)}</summary>
            <form class="form" on:submit=save novalidate>
                <FormField
                    id="remark-presets-confirm"
                    label=RechargesKey::ConfirmPresets
                    value=confirm_text
                    kind=FieldKind::Textarea
                    hint=Message::from(RechargesKey::RemarkPresetsHint)
                    error=confirm_error
                />
                <FormField
                    id="remark-presets-reject"
                    label=RechargesKey::RejectPresets
                    value=reject_text
                    kind=FieldKind::Textarea
                    hint=Message::from(RechargesKey::RemarkPresetsHint)
                    error=reject_error
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
    fn each_account_and_decision_keeps_its_own() {
        let keys = [
            kept_key("acc_1", true, "last"),
            kept_key("acc_1", false, "last"),
            kept_key("acc_2", true, "last"),
        ];
        assert_eq!(keys[0], "queue-remarks.acc_1.confirm.last");
        assert!(keys[0] != keys[1] && keys[0] != keys[2] && keys[1] != keys[2]);
    }

    #[test]
    fn presets_are_lines_of_at_most_255_and_nine_of_them() {
        assert_eq!(lines(" a \n\n b\n"), ["a", "b"]);
        assert!(refusal("a\nb").is_none());
        assert!(refusal(&"x\n".repeat(10)).is_some());
        assert!(refusal(&format!("ok\n{}", "y".repeat(256))).is_some());
    }
}
