//! A dialog that asks for a required remark before an action: decisions, declines, batches.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;

use crate::components::{
    focus_by_id, Button, ButtonVariant, ChangeAccess, Dialog, ErrorView, Notice, NoticeKind,
};
use crate::forms::{form_fields, validate, Draft, FormField};
use crate::forms::{DialogActions, Sending};
use crate::i18n::Key;

form_fields! {
    /// The remark dialog's one field.
    enum RemarkField { Remark = "remark" }
}

/// Longest remark the API accepts.
const REMARK_MAX: usize = 255;

/// What the dialog says and does; the caller owns sending.
#[derive(Clone, Copy)]
pub struct RemarkText {
    /// Label of the remark field.
    pub field: Key,
    /// Shown when the remark is blank.
    pub required: Key,
    /// The action button's text.
    pub action: Key,
}

/// One ready remark offered in the dialog.
#[derive(Clone, PartialEq)]
pub struct RemarkChoice {
    /// The remark.
    pub text: String,
    /// Marked as the one used last.
    pub last: bool,
}

/// Ready remarks the dialog offers under the field, numbered from 1. None is chosen or focused
/// when the dialog opens (focus starts in the field, where Enter sends only what was typed):
/// pressing a choice, or its number while focus is among them, puts it in the field and moves
/// to the action, which names what it does; any other letter goes back to the field.
#[derive(Clone, Copy)]
pub struct RemarkChoices {
    /// The group's label (how to choose).
    pub label: Key,
    /// The mark of the remark used last.
    pub last_label: Key,
    /// The remarks, at most nine.
    pub items: Signal<Vec<RemarkChoice>>,
}

/// The index a key press names among `count` choices: `1` is the first.
fn choice_index(key: &str, count: usize) -> Option<usize> {
    let n = key.parse::<usize>().ok().filter(|n| (1..=9).contains(n))?;
    (n <= count).then(|| n - 1)
}

/// Open while `open`; each opening starts with `initial` (empty when not given). Submitting a
/// valid remark runs `on_submit` with it trimmed; the caller sends with `sending` and closes
/// the dialog when done. Cancel and Esc run `on_close`
/// and send nothing. While the caller `holding`s what was submitted before sending it, the
/// action gives way to Undo (`on_undo`).
#[component]
pub fn RemarkDialog(
    /// Whether the dialog is open.
    #[prop(into)]
    open: Signal<bool>,
    /// Runs when the dialog is cancelled or closed.
    on_close: Callback<()>,
    /// The dialog's id; the field's id derives from it.
    id: &'static str,
    /// The title.
    #[prop(into)]
    title: Signal<Key>,
    /// The sentence above the field: what will happen.
    #[prop(into)]
    intro: Signal<String>,
    /// The field's label, its required message and the action's text.
    #[prop(into)]
    text: Signal<RemarkText>,
    /// Draws the action as destructive.
    #[prop(into)]
    danger: Signal<bool>,
    /// The caller's sending; its refusal shows above the field.
    sending: Sending,
    /// Runs with the trimmed remark.
    on_submit: Callback<String>,
    /// Progress or detail shown under the intro.
    #[prop(optional, into)]
    status: MaybeProp<String>,
    /// What the remark holds when the dialog opens: a caller keeps a refused remark here.
    #[prop(optional, into)]
    initial: MaybeProp<String>,
    /// Ready remarks offered under the field.
    #[prop(optional)]
    choices: Option<RemarkChoices>,
    /// The title as text, over `title` (a count, a total).
    #[prop(optional, into)]
    heading: MaybeProp<String>,
    /// The action's text, over `text.action`: what it does, to how many.
    #[prop(optional, into)]
    action_text: MaybeProp<String>,
    /// True while the action may not be taken yet (a check not passed).
    #[prop(optional, into)]
    blocked: MaybeProp<bool>,
    /// A check drawn after the remark, before the actions.
    #[prop(optional, into)]
    check: Option<ViewFn>,
    /// True while what was submitted is held before it is sent.
    #[prop(optional, into)]
    holding: MaybeProp<bool>,
    /// The text of the button that takes back what is held, and what it does: nothing is sent.
    #[prop(optional)]
    undo: Option<(Key, Callback<()>)>,
    /// The changes of the area the action makes: unavailable, with the reason, while they are
    /// (the remark and the refusal stay).
    #[prop(optional)]
    changes: ChangeAccess,
) -> impl IntoView {
    let i18n = crate::i18n::use_i18n();
    let Sending { pending, error } = sending;
    // A draft, so that a remark typed when the session ends is kept for signing in again.
    let draft = Draft::<RemarkField>::new(id);
    let field_id = draft.id(RemarkField::Remark);
    let remark = draft.value(RemarkField::Remark);
    let remark_error = draft.error(RemarkField::Remark);

    crate::reactive::effect(move || {
        if open.get() {
            remark.set(initial.get_untracked().unwrap_or_default());
            remark_error.set(None);
            error.set(None);
        }
    });

    let send = {
        let field_id = field_id.clone();
        Callback::new(move |()| {
            if pending.get_untracked() {
                return;
            }
            let value = remark.get_untracked();
            remark_error.set(validate::first([
                validate::required(&value, text.get_untracked().required),
                validate::max_len(&value, REMARK_MAX),
            ]));
            if remark_error.with_untracked(Option::is_some) {
                focus_by_id(&field_id);
                return;
            }
            error.set(None);
            on_submit.run(value.trim().to_owned());
        })
    };
    let is_holding = move || holding.get().unwrap_or(false);
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        if !is_holding() && !blocked.get_untracked().unwrap_or(false) && !changes.closed() {
            send.run(());
        }
    };
    let action_id = format!("{id}-action");
    let undo_id = format!("{id}-undo");
    let offered = choices.map(|c| choices_view(c, remark, action_id.clone(), field_id.clone()));
    let action = {
        let undo_id = undo_id.clone();
        move || {
            if let Some((label, on_undo)) = undo.filter(|_| is_holding()) {
                // An element of its own, not the action's patched in place: patched, the
                // button pressed would be a submit button by the time its press acts, and
                // would send again what Undo just took back.
                return view! {
                    <button
                        type="button"
                        id=undo_id.clone()
                        class="btn btn--secondary"
                        on:click=move |ev| {
                            ev.prevent_default();
                            on_undo.run(());
                        }
                    >
                        {move || i18n.t(label)}
                    </button>
                }
                .into_any();
            }
            let label = text.get().action;
            let variant = ButtonVariant::danger_if(danger.get());
            view! {
                <Button
                    id=action_id.clone()
                    label
                    text=action_text
                    variant
                    submit=true
                    pending
                    disabled=Signal::derive(move || blocked.get().unwrap_or(false))
                    changes
                />
            }
            .into_any()
        }
    };
    // Held, the Undo button takes focus: Enter pressed out of habit takes the batch back.
    crate::reactive::effect(move || {
        if is_holding() {
            let undo_id = undo_id.clone();
            request_animation_frame(move || focus_by_id(&undo_id));
        }
    });
    let frozen = Signal::derive(move || is_holding() || pending.get());

    view! {
        <Dialog open on_close id title heading locked=pending>
            <form class="form" on:submit=submit novalidate>
                <p class="muted">{move || intro.get()}</p>
                {move || status.get().map(|s| view! { <p class="dialog__status" role="status">{s}</p> })}
                <ErrorView error/>
                // Opened again after a refusal: why the action is not offered, in words.
                <Notice
                    kind=NoticeKind::Warning
                    message=Signal::derive(move || {
                        error.with(Option::is_none).then(|| changes.reason()).flatten()
                    })
                />
                {move || {
                    let label = text.get().field;
                    view! {
                        <FormField
                            id=field_id.clone()
                            label
                            value=remark
                            error=remark_error
                            required=true
                            max_len=REMARK_MAX
                            disabled=frozen
                        />
                    }
                }}
                <div hidden=frozen>{offered}</div>
                {move || check.as_ref().map(ViewFn::run)}
                <DialogActions on_close busy=pending>{action}</DialogActions>
            </form>
        </Dialog>
    }
}

/// The numbered choices; choosing one puts it in the field and moves focus to the action
/// (`action_id`), which says what will happen: a choice never sends by itself.
fn choices_view(
    choices: RemarkChoices,
    remark: RwSignal<String>,
    action_id: String,
    field_id: String,
) -> impl IntoView {
    let i18n = crate::i18n::use_i18n();
    let choose = move |text: String| {
        remark.set(text);
        focus_by_id(&action_id);
    };
    let on_key = {
        let choose_key = choose.clone();
        move |ev: leptos::ev::KeyboardEvent| {
            if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
                return;
            }
            let key = ev.key();
            let items = choices.items.get_untracked();
            if let Some(i) = choice_index(&key, items.len()) {
                ev.prevent_default();
                choose_key(items[i].text.clone());
            } else if key.chars().count() == 1 && key != " " {
                // Typing starts a remark of one's own: the letter lands in the field.
                focus_by_id(&field_id);
            }
        }
    };
    let list = move || {
        choices
            .items
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, choice)| {
                let text = choice.text.clone();
                let choose = choose.clone();
                view! {
                    <li>
                        <button
                            type="button"
                            class="btn btn--secondary btn--small remark-choices__item"
                            on:click=move |_| choose(text.clone())
                        >
                            <kbd>{i + 1}</kbd>
                            <span>{choice.text}</span>
                            {choice.last.then(|| view! {
                                <span class="remark-choices__last">{move || i18n.t(choices.last_label)}</span>
                            })}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let none = move || choices.items.with(Vec::is_empty);
    view! {
        <div class="remark-choices" role="group" aria-labelledby="remark-choices-label" hidden=none on:keydown=on_key>
            <p id="remark-choices-label" class="remark-choices__label">{move || i18n.t(choices.label)}</p>
            <ol class="remark-choices__list">{list}</ol>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::choice_index;

    #[test]
    fn a_number_names_a_choice_counted_from_one() {
        assert_eq!(choice_index("1", 3), Some(0));
        assert_eq!(choice_index("3", 3), Some(2));
        assert_eq!(choice_index("4", 3), None);
        assert_eq!(choice_index("0", 3), None);
        assert_eq!(choice_index("a", 3), None);
    }
}
