//! The palette's content: a search box over the areas, the record a pasted identifier names
//! and records by name; in a split build it arrives with its own chunk (`trigger.rs` opens it).

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate, use_params_map};

use std::time::Duration;

use leptos::task::spawn_local;

use super::entries::{area_of, as_identifier, here_first, link_path, matching_areas, Entry};
use super::named::{institutions_named, matching_accounts, readable_accounts, Named, MIN_TYPED};
use super::resolver::{resolve, Answer};
use crate::components::focus_soon;
use crate::i18n::{english, use_i18n, ShellKey};
use crate::records::marked_from;
use crate::registry::{sub_path, workspace_path};
use crate::registry::{Area, RecordKind};
use crate::shell::side_nav::sections;
use crate::state::use_app_state;

use super::trigger::{Search, INPUT_ID, LIST_ID};

/// The choice that opens a record of `kind` ("Open recharge {id}").
fn open_key(kind: RecordKind) -> ShellKey {
    use RecordKind as K;
    match kind {
        K::Recharge => ShellKey::PaletteRecharge,
        K::Transfer => ShellKey::PaletteTransfer,
        K::Wallet => ShellKey::PaletteWalletTransfers,
        K::Exchange => ShellKey::PaletteExchange,
        K::RechargeChannel => ShellKey::PaletteRechargeChannel,
        K::TariffTemplate => ShellKey::PaletteTariffTemplate,
        K::WalletTariff => ShellKey::PaletteWalletTariff,
        K::Role => ShellKey::PaletteRole,
        K::NotificationChannel => ShellKey::PaletteNotificationChannel,
        K::ProviderConnection | K::Card | K::VirtualAccount => ShellKey::PaletteProviderConnection,
        K::Account => ShellKey::PaletteAccount,
        K::Export => ShellKey::PaletteExport,
        K::File => ShellKey::PaletteFile,
        K::Referral => ShellKey::PaletteReferral,
        K::ReferralCode => ShellKey::PaletteReferralCode,
        K::Institution | K::Workspace => ShellKey::OpenLink,
    }
}

/// "Account Amelia Tan · amelia.tan@portal.test", "Institution Globex Wallet".
fn named_label(i18n: crate::i18n::I18n, record: &Named) -> String {
    match (&record.kind, &record.detail) {
        (RecordKind::Account, Some(email)) => i18n.tf(
            ShellKey::PaletteAccountNamed,
            &[("name", &record.name), ("email", email)],
        ),
        _ => i18n.tf(ShellKey::PaletteInstitutionNamed, &[("name", &record.name)]),
    }
}

/// Where finding the record a pasted identifier names stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Lookup {
    /// Nothing to look for.
    Idle,
    /// Asking about this identifier.
    Asking(String),
    /// What asking about this identifier found.
    Done(String, Answer),
}

/// How long typing must pause before an identifier is looked for.
const PAUSE: Duration = Duration::from_millis(250);

fn option_id(index: usize) -> String {
    format!("command-palette-option-{index}")
}

/// The palette's choices under its search box, drawn in its dialog when first opened: arrow
/// keys in the box move through them, Enter opens one; it closes by setting `open` false.
pub fn body(search: Search) -> AnyView {
    let Search {
        open,
        query,
        active,
        active_id,
    } = search;
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let params = use_params_map();
    let pathname = use_location().pathname;

    // The accounts the person can read, read once each time the palette opens.
    let accounts = StoredValue::new(None::<std::sync::Arc<Vec<portal_api::profile::Account>>>);
    crate::reactive::effect(move || {
        if open.get() {
            accounts.set_value(None);
        }
    });
    // Arrived into the open dialog (after Try again, which is gone): back to the search box.
    if open.get_untracked() {
        focus_soon(INPUT_ID);
    }

    let here = move || params.with(|p| p.get("workspace").unwrap_or_default());
    let areas = Memo::new(move |_| {
        let base = workspace_path(&here());
        let areas: Vec<Entry> = sections()
            .flat_map(|(_, links)| links)
            .map(|(key, path)| Entry {
                label: i18n.t(key).to_owned(),
                path: if path.is_empty() {
                    base.clone()
                } else {
                    sub_path(&base, &[path])
                },
                english: english(key).to_owned(),
            })
            .collect();
        query.with(|typed| matching_areas(&areas, typed))
    });
    let pasted_link = Memo::new(move |_| query.with(|q| link_path(q, crate::web::without_base)));
    let identifier = Memo::new(move |_| {
        let typed = query.get();
        (pasted_link.with(Option::is_none))
            .then(|| as_identifier(&typed, !areas.with(Vec::is_empty)).map(str::to_owned))
            .flatten()
    });
    let lookup = RwSignal::new(Lookup::Idle);
    let asked = StoredValue::new(0u64);
    // Each new identifier (or none) ends the last one's asking: its reads not yet started
    // never start, and its answers are dropped.
    crate::reactive::effect(move || {
        let id = identifier.get();
        let mine = asked.get_value() + 1;
        asked.set_value(mine);
        let Some(id) = id else {
            lookup.set(Lookup::Idle);
            return;
        };
        lookup.set(Lookup::Asking(id.clone()));
        let workspace = here();
        let others: Vec<String> = state.workspaces.with_untracked(|list| {
            list.iter()
                .flatten()
                .map(|w| w.biz_id.clone())
                .filter(|w| *w != workspace)
                .collect()
        });
        let kinds: Vec<&str> = RecordKind::CHECKED
            .iter()
            .map(|k| Area::of_kind(*k).map_or("", |(area, _)| area.segment()))
            .collect();
        let order = pathname.with_untracked(|p| here_first(&kinds, area_of(p)));
        let current =
            move || asked.try_get_value() == Some(mine) && open.try_get_untracked() == Some(true);
        set_timeout(
            move || {
                if !current() {
                    return;
                }
                spawn_local(async move {
                    let answer = resolve(id.clone(), workspace, others, order, current).await;
                    if current() {
                        lookup.try_set(Lookup::Done(id, answer));
                    }
                });
            },
            PAUSE,
        );
    });

    // Records by name: accounts by email or name, institutions by name. The typing must pause;
    // each new text ends the last one's search and drops its answer.
    let named = RwSignal::new(None::<(String, Vec<Named>)>);
    let naming = StoredValue::new(0u64);
    let typed_name = Memo::new(move |_| {
        let typed = query.with(|q| q.trim().to_owned());
        (pasted_link.with(Option::is_none) && typed.chars().count() >= MIN_TYPED).then_some(typed)
    });
    crate::reactive::effect(move || {
        let typed = typed_name.get();
        let mine = naming.get_value() + 1;
        naming.set_value(mine);
        named.set(None);
        let Some(typed) = typed else {
            return;
        };
        let workspace = here();
        let current =
            move || naming.try_get_value() == Some(mine) && open.try_get_untracked() == Some(true);
        set_timeout(
            move || {
                if !current() {
                    return;
                }
                spawn_local(async move {
                    let read = match accounts.try_get_value().flatten() {
                        Some(read) => read,
                        None => {
                            let read = std::sync::Arc::new(readable_accounts().await);
                            accounts.try_set_value(Some(read.clone()));
                            read
                        }
                    };
                    let mut found = matching_accounts(&read, &typed);
                    if current() {
                        found.extend(institutions_named(&workspace, &typed).await);
                    }
                    if current() {
                        named.try_set(Some((typed, found)));
                    }
                });
            },
            PAUSE,
        );
    });
    let naming_now = move || typed_name.get().is_some() && named.with(Option::is_none);

    let choices = Memo::new(move |_| {
        // A pasted link of the portal (a colleague's, perhaps of another workspace) opens as it is.
        if let Some(path) = pasted_link.get() {
            return vec![Entry {
                label: i18n.tf(ShellKey::OpenLink, &[("path", &path)]),
                path,
                english: String::new(),
            }];
        }
        let mut found = areas.get();
        if let Lookup::Done(id, answer) = lookup.get() {
            let workspace = here();
            found.extend(answer.found.into_iter().map(|record| {
                let href = record.kind.href(&record.workspace, &id, None);
                let label = i18n.tf(open_key(record.kind), &[("id", &id)]);
                if record.workspace == workspace {
                    return Entry {
                        label,
                        path: href,
                        english: String::new(),
                    };
                }
                let name = state
                    .find_workspace(&record.workspace)
                    .map_or(record.workspace, |w| w.institution_name);
                Entry {
                    label: i18n.tf(
                        ShellKey::RecordInWorkspace,
                        &[("record", &label), ("workspace", &name)],
                    ),
                    path: marked_from(&href, &workspace),
                    english: String::new(),
                }
            }));
        }
        if let Some((_, records)) = named.get() {
            let workspace = here();
            found.extend(records.into_iter().map(|record| Entry {
                label: named_label(i18n, &record),
                path: record.kind.href(&workspace, &record.id, None),
                english: String::new(),
            }));
        }
        found
    });
    // What the list cannot say: an identifier being looked for, or nothing found.
    let status = move || match lookup.get() {
        Lookup::Asking(id) => Some(i18n.tf(ShellKey::PaletteAsking, &[("id", &id)])),
        // Found by name instead, or still looking by name.
        Lookup::Done(..) if !choices.with(Vec::is_empty) || naming_now() => None,
        Lookup::Done(id, answer) if answer.found.is_empty() => {
            let key = if answer.unsure {
                ShellKey::PaletteNotSure
            } else {
                ShellKey::PaletteNoRecord
            };
            Some(i18n.tf(key, &[("id", &id)]))
        }
        _ if choices.with(Vec::is_empty) && naming_now() => Some(i18n.tf(
            ShellKey::PaletteAsking,
            &[("id", &typed_name.get().unwrap_or_default())],
        )),
        _ if choices.with(Vec::is_empty) => {
            Some(i18n.tf(ShellKey::PaletteNoMatch, &[("query", &query.get())]))
        }
        _ => None,
    };

    let go = move |index: usize| {
        if let Some(entry) = choices.with_untracked(|c| c.get(index).cloned()) {
            open.set(false);
            if !crate::forms::held_before(&entry.path) {
                navigate(&entry.path, Default::default());
            }
        }
    };
    let go_on_enter = go.clone();
    // The search box is the trigger's (what is typed never waits for this chunk); its keys are
    // heard here.
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        let in_box = ev
            .target()
            .and_then(|target| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(target).ok())
            .is_some_and(|element| element.id() == INPUT_ID);
        if !in_box {
            return;
        }
        let count = choices.with_untracked(Vec::len);
        if count == 0 {
            return;
        }
        let current = active.get_untracked().min(count - 1);
        match ev.key().as_str() {
            "ArrowDown" => active.set((current + 1) % count),
            "ArrowUp" => active.set((current + count - 1) % count),
            "Home" => active.set(0),
            "End" => active.set(count - 1),
            "Enter" => go_on_enter(current),
            _ => return,
        }
        ev.prevent_default();
        scroll_to_active(active.get_untracked());
    };

    let list = move || {
        let go = go.clone();
        choices
            .get()
            .into_iter()
            .enumerate()
            .map(|(index, entry)| {
                let go = go.clone();
                view! {
                    <li
                        id=option_id(index)
                        role="option"
                        class="command-palette__option"
                        aria-selected=move || (active.get() == index).to_string()
                        on:click=move |_| go(index)
                        on:mousemove=move |_| active.set(index)
                    >
                        {entry.label}
                    </li>
                }
            })
            .collect_view()
    };

    let handle = window_event_listener(leptos::ev::keydown, on_keydown);
    on_cleanup(move || handle.remove());
    // The box names the active choice for assistive technology.
    crate::reactive::effect(move || {
        let named = (!choices.with(Vec::is_empty)).then(|| option_id(active.get()));
        active_id.set(named);
    });

    view! {
                <ul
                    id=LIST_ID
                    role="listbox"
                    class="command-palette__list"
                    aria-label=move || i18n.t(ShellKey::PaletteTitle)
                >
                    {list}
                </ul>
                <p class="muted" role="status">{status}</p>
    }
    .into_any()
}

/// Keeps the active choice in view in a long list.
fn scroll_to_active(index: usize) {
    if let Some(option) = document().get_element_by_id(&option_id(index)) {
        option.scroll_into_view_with_bool(false);
    }
}
