//! Saving a list's current filters under a name, and going back to them: one block for every
//! filtered list.

use leptos::ev::SubmitEvent;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::components::{use_toasts, Button, ButtonVariant, A};
use crate::forms::FormField;
use crate::forms::{ConfirmDialog, Sending};
use crate::i18n::{use_i18n, CommonKey, Message};
use crate::lists::url_query::{query_without_page, use_url_query};
use crate::web::saved_filters::{self as saved, SaveProblem, NAME_MAX};

fn problem_message(problem: SaveProblem, name: &str) -> Message {
    match problem {
        SaveProblem::NameRequired => CommonKey::SavedFilterNameRequired.into(),
        SaveProblem::NameTooLong => Message::with(
            CommonKey::TooLong,
            &[
                ("count", name.chars().count().to_string()),
                ("max", NAME_MAX.to_string()),
            ],
        ),
        SaveProblem::NameTaken => Message::with(
            CommonKey::SavedFilterNameTaken,
            &[("name", name.trim().to_owned())],
        ),
        SaveProblem::Full => Message::with(
            CommonKey::SavedFiltersFull,
            &[("max", saved::KEEP.to_string())],
        ),
        SaveProblem::NothingToSave => CommonKey::SavedFiltersNothing.into(),
    }
}

/// The sets saved for list `list` as links to their queries (the one shown now marked
/// current), each with Delete (after confirming); and a name field that saves the address's
/// query (without its page). A refused name keeps what was typed and says why.
#[component]
pub fn SavedFilters(
    /// The list's name in storage, unique among lists.
    list: &'static str,
    /// Keeps the sets per workspace (the list shows one workspace's records).
    #[prop(optional)]
    per_workspace: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let toasts = use_toasts();
    let url = use_url_query();
    let params = use_params_map();
    let key = Memo::new(move |_| {
        let workspace = params.with(|p| p.get("workspace"));
        saved::key(list, workspace.as_deref().filter(|_| per_workspace))
    });
    let sets = RwSignal::new(Vec::new());
    crate::reactive::effect(move || sets.set(saved::load(&key.get())));
    let current = Memo::new(move |_| url.search.with(|s| query_without_page(s)));
    let name = RwSignal::new(String::new());
    let error = RwSignal::new(None::<Message>);
    let field_id = format!("saved-filters-{list}");

    let submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        let typed = name.get_untracked();
        // Read again: another tab may have saved or deleted meanwhile.
        let stored = saved::load(&key.get_untracked());
        match saved::added(&stored, &typed, &current.get_untracked()) {
            Ok(next) => {
                saved::store(&key.get_untracked(), &next);
                sets.set(next);
                error.set(None);
                name.set(String::new());
                let args = [("name", typed.trim().to_owned())];
                toasts.success(Message::with(CommonKey::SavedFilterSaved, &args));
            }
            Err(problem) => error.set(Some(problem_message(problem, &typed))),
        }
    };

    let deleting = RwSignal::new(None::<String>);
    // Deleting a saved set is local: nothing is sent, nothing refused.
    let sending = Sending::new();
    let close = Callback::new(move |_| deleting.set(None));
    let confirm = Callback::new(move |_| {
        let Some(gone) = deleting.get_untracked() else {
            return;
        };
        let next = saved::removed(&saved::load(&key.get_untracked()), &gone);
        saved::store(&key.get_untracked(), &next);
        sets.set(next);
        deleting.set(None);
        toasts.success(Message::with(
            CommonKey::SavedFilterDeleted,
            &[("name", gone)],
        ));
    });
    let intro = Signal::derive(move || {
        let name = deleting.get().unwrap_or_default();
        i18n.tf(CommonKey::SavedFilterDeleteIntro, &[("name", &name)])
    });
    let dialog_id: &'static str = "saved-filters-delete";

    let label = format!("{field_id}-title");
    let labelled_by = label.clone();
    view! {
        <section class="saved-filters" aria-labelledby=labelled_by>
            <p id=label class="saved-filters__title">{move || i18n.t(CommonKey::SavedFilters)}</p>
            {move || {
                if sets.with(Vec::is_empty) {
                    return view! {
                        <p class="muted">{move || i18n.t(CommonKey::SavedFiltersNone)}</p>
                    }
                    .into_any();
                }
                let items = sets
                    .get()
                    .into_iter()
                    .map(|set| {
                        let href = url.href(&set.query);
                        let is_current = set.query == current.get();
                        let delete_name = set.name.clone();
                        let label_name = set.name.clone();
                        view! {
                            <li class="saved-filters__item">
                                <A
                                    href
                                    attr:class="saved-filters__link"
                                    attr:aria-current=is_current.then_some("true")
                                >
                                    {set.name}
                                </A>
                                <button
                                    type="button"
                                    class="btn btn--ghost btn--small"
                                    aria-label=move || i18n.tf(CommonKey::SavedFilterDeleteOf, &[("name", &label_name)])
                                    on:click=move |_| deleting.set(Some(delete_name.clone()))
                                >
                                    {move || i18n.t(CommonKey::SavedFilterDelete)}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! { <ul class="saved-filters__list">{items}</ul> }.into_any()
            }}
            <form class="saved-filters__form" on:submit=submit novalidate>
                <FormField id=field_id label=CommonKey::SavedFilterName value=name error max_len=NAME_MAX/>
                <Button label=CommonKey::SaveFilters variant=ButtonVariant::Secondary submit=true/>
            </form>
            <ConfirmDialog
                open=Signal::derive(move || deleting.with(Option::is_some))
                on_close=close
                id=dialog_id
                title=Signal::stored(CommonKey::SavedFilterDeleteTitle.into())
                intro
                action=Signal::stored(CommonKey::SavedFilterDelete.into())
                danger=true
                sending
                on_confirm=confirm
            />
        </section>
    }
}
