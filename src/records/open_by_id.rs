//! A box that opens a record by its identifier, listing the ones this browser opened recently
//! by name and status.

use futures::future::LocalBoxFuture;
use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use portal_api::validation::{Checks, BIZ_ID_MAX};

use crate::api::ApiError;
use crate::components::Button;
use crate::forms::rule_message;
use crate::forms::{FieldKind, FormField, Sending};
use crate::i18n::{use_i18n, Key, Message};
use crate::records::RecentList;
use crate::registry::RecordKind;
use crate::web::recent_ids::{self, Recent};

/// Checks that a record exists: with the trimmed identifier typed, the record as its page
/// opens it (identifier, and the name and status when the read tells them; the workspace is
/// filled in here), or the server's refusal.
pub type ReadId = fn(String) -> LocalBoxFuture<'static, Result<Recent, ApiError>>;

/// For records the contract can change but not list: the identifier field (checked: required,
/// at most 64 characters) and "Open", then the records of `list` opened recently, by name and
/// status. Opening runs `read`: a refusal goes to `error`, shown by `children` (what was typed
/// stays); a success is remembered in `list` and opens the record's page.
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
    /// What the records are.
    kind: RecordKind,
    /// Reads the record.
    read: ReadId,
    /// The server's refusal.
    error: RwSignal<Option<ApiError>>,
    /// Shows `error` under the field.
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let here = use_params_map().with_untracked(|p| p.get("workspace").unwrap_or_default());
    let value = RwSignal::new(String::new());
    let sending = Sending {
        pending: RwSignal::new(false),
        error,
    };
    let on_open = Callback::new(move |id: String| {
        let (navigate, here) = (navigate.clone(), here.clone());
        sending.send(read(id), move |opened: Recent| {
            let href = kind.href(&here, &opened.id, None);
            recent_ids::remember(
                list,
                Recent {
                    workspace: here,
                    ..opened
                },
            );
            navigate(&href, Default::default());
        });
    });
    let invalid = RwSignal::new(None::<Message>);
    let recent = Signal::stored(recent_ids::recent(list));
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
        if invalid.with_untracked(Option::is_none) && !sending.pending.get_untracked() {
            on_open.run(typed);
        }
    };
    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        open(value.get_untracked());
    };
    let heading = format!("{id}-title");
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
                    <Button label=action submit=true pending=sending.pending/>
                </div>
            </form>
            {children()}
            <RecentList title=recent_title kind records=recent/>
        </section>
    }
}
