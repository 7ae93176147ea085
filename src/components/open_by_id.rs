//! A box that opens a record by its identifier, listing the ones this browser opened recently.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use portal_api::validation::{Checks, BIZ_ID_MAX};

use super::draft::rule_message;
use super::{Button, FieldKind, FormField};
use crate::i18n::{use_i18n, Key, Message};
use crate::web::recent_ids;

/// For records the contract can change but not list: the identifier field (checked: required,
/// at most 64 characters) and "Open", then the identifiers of `list` opened recently as
/// buttons. `on_open` gets the trimmed identifier; the page reads it, shows a refusal in
/// `children` (what was typed stays) and records a success with `recent_ids::remember`.
#[component]
pub fn OpenById(
    /// The control's id.
    id: &'static str,
    /// The box's heading.
    #[prop(into)]
    title: Key,
    /// The field's label.
    #[prop(into)]
    label: Key,
    /// The button's text ("Open").
    #[prop(into)]
    action: Key,
    /// The heading of the recent identifiers.
    #[prop(into)]
    recent_title: Key,
    /// The recent list's name in storage.
    list: &'static str,
    /// What is typed.
    value: RwSignal<String>,
    /// True while the page reads the record.
    pending: RwSignal<bool>,
    /// Runs with the identifier to open.
    on_open: Callback<String>,
    /// The page's refusal, under the field.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let invalid = RwSignal::new(None::<Message>);
    let recent = recent_ids::recent(list);
    let open = move |typed: String| {
        let typed = typed.trim().to_owned();
        let mut checks = Checks::new();
        checks.required("bizId", &typed, BIZ_ID_MAX);
        invalid.set(
            checks
                .finish()
                .err()
                .and_then(|e| e.first().map(|f| rule_message(f.rule))),
        );
        if invalid.with_untracked(Option::is_none) && !pending.get_untracked() {
            on_open.run(typed);
        }
    };
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        open(value.get_untracked());
    };
    let heading = format!("{id}-title");
    let recent_view = (!recent.is_empty()).then(|| {
        let items = recent
            .into_iter()
            .map(|biz_id| {
                let shown = biz_id.clone();
                let pick = move |_| {
                    value.set(biz_id.clone());
                    open(biz_id.clone());
                };
                view! {
                    <li>
                        <button type="button" class="btn btn--ghost btn--small" on:click=pick>
                            {shown}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            <h3 class="card__subtitle">{move || i18n.t(recent_title)}</h3>
            <ul class="recent-ids">{items}</ul>
        }
    });
    view! {
        <section class="card" aria-labelledby=heading.clone()>
            <h2 id=heading.clone() class="card__title">{move || i18n.t(title)}</h2>
            <form class="form form--inline" on:submit=submit novalidate>
                <FormField
                    id=id
                    label
                    value
                    kind=FieldKind::Search
                    error=invalid
                    required=true
                    max_len=BIZ_ID_MAX
                />
                <div class="form__actions">
                    <Button label=action submit=true pending/>
                </div>
            </form>
            {children()}
            {recent_view}
        </section>
    }
}
