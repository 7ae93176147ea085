//! The palette: a dialog with a search box over the areas and records, opened by Ctrl+K or its button.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate, use_params_map};

use super::entries::{area_of, as_identifier, here_first, link_path, matching_areas, Entry};
use crate::components::Dialog;
use crate::i18n::{english, use_i18n, Key, ShellKey};
use crate::shell::side_nav::GROUPS;
use crate::workspace::{sub_path, workspace_path};

const INPUT_ID: &str = "command-palette-query";
const LIST_ID: &str = "command-palette-list";

/// Records that open by identifier: the choice's text and the path segments before the id.
const RECORDS: &[(ShellKey, &[&str])] = &[
    (ShellKey::PaletteRecharge, &["recharges"]),
    (ShellKey::PaletteTransfer, &["transfers"]),
    (ShellKey::PaletteWalletTransfers, &["transfers", "wallets"]),
    (ShellKey::PaletteExchange, &["exchanges"]),
    (ShellKey::PaletteRechargeChannel, &["recharge-channels"]),
    (ShellKey::PaletteTariffTemplate, &["tariffs", "templates"]),
    (ShellKey::PaletteWalletTariff, &["tariffs", "wallets"]),
    (ShellKey::PaletteRole, &["roles"]),
    (
        ShellKey::PaletteNotificationChannel,
        &["notification-channels"],
    ),
    (
        ShellKey::PaletteProviderConnection,
        &["provider-connections"],
    ),
    (ShellKey::PaletteAccount, &["accounts"]),
    (ShellKey::PaletteExport, &["exports"]),
    (ShellKey::PaletteFile, &["files"]),
    (ShellKey::PaletteReferral, &["referrals"]),
    (ShellKey::PaletteReferralCode, &["referral-codes"]),
];

fn option_id(index: usize) -> String {
    format!("command-palette-option-{index}")
}

/// A "Go to…" button and the palette it opens; Ctrl+K (⌘K) opens it from anywhere in the
/// workspace. Arrow keys move through the choices, Enter opens one, Esc closes.
#[component]
pub fn CommandPalette() -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let params = use_params_map();
    let pathname = use_location().pathname;
    let open = RwSignal::new(false);
    let query = RwSignal::new(String::new());
    let active = RwSignal::new(0usize);

    let show = move || {
        query.set(String::new());
        active.set(0);
        open.set(true);
    };
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if (ev.ctrl_key() || ev.meta_key()) && ev.key().eq_ignore_ascii_case("k") {
            ev.prevent_default();
            show();
        }
    });
    on_cleanup(move || handle.remove());

    let choices = Memo::new(move |_| {
        let base = workspace_path(&params.with(|p| p.get("workspace").unwrap_or_default()));
        let areas: Vec<Entry> = GROUPS
            .iter()
            .flat_map(|(_, links)| links.iter())
            .map(|(key, path)| Entry {
                label: i18n.t(*key).to_owned(),
                path: if path.is_empty() {
                    base.clone()
                } else {
                    sub_path(&base, &[path])
                },
                english: english(*key).to_owned(),
            })
            .collect();
        let typed = query.get();
        // A pasted link of the portal (a colleague's, perhaps of another workspace) opens as it is.
        if let Some(path) = link_path(&typed, crate::web::without_base) {
            return vec![Entry {
                label: i18n.tf(ShellKey::OpenLink, &[("path", &path)]),
                path,
                english: String::new(),
            }];
        }
        let mut found = matching_areas(&areas, &typed);
        if let Some(id) = as_identifier(&typed, !found.is_empty()) {
            let kinds: Vec<&str> = RECORDS.iter().map(|(_, segments)| segments[0]).collect();
            let order = pathname.with(|p| here_first(&kinds, area_of(p)));
            found.extend(order.into_iter().map(|i| {
                let (key, segments) = &RECORDS[i];
                let mut path: Vec<&str> = segments.to_vec();
                path.push(id);
                Entry {
                    label: i18n.tf(*key, &[("id", id)]),
                    path: sub_path(&base, &path),
                    english: String::new(),
                }
            }));
        }
        found
    });

    let go = move |index: usize| {
        if let Some(entry) = choices.with_untracked(|c| c.get(index).cloned()) {
            open.set(false);
            if !crate::forms::held_before(&entry.path) {
                navigate(&entry.path, Default::default());
            }
        }
    };
    let go_on_enter = go.clone();
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
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

    view! {
        // The shortcut is drawn over the button, not inside it: the button's name is then
        // exactly its visible text (axe: label-content-name-mismatch).
        <div class="command-palette__trigger">
            <button
                type="button"
                class="command-palette__open"
                aria-keyshortcuts="Control+K Meta+K"
                on:click=move |_| show()
            >
                {move || i18n.t(ShellKey::PaletteOpen)}
            </button>
            <kbd aria-hidden="true">{move || i18n.t(ShellKey::PaletteShortcut)}</kbd>
        </div>
        <Dialog
            open
            on_close=Callback::new(move |_| open.set(false))
            id="command-palette"
            title=Key::from(ShellKey::PaletteTitle)
            light_dismiss=true
        >
            <div class="command-palette">
                <label class="field__label" for=INPUT_ID>
                    {move || i18n.t(ShellKey::PaletteQuery)}
                </label>
                <input
                    id=INPUT_ID
                    class="field__control"
                    type="search"
                    role="combobox"
                    autocomplete="off"
                    aria-expanded="true"
                    aria-autocomplete="list"
                    aria-controls=LIST_ID
                    aria-activedescendant=move || {
                        (!choices.with(Vec::is_empty)).then(|| option_id(active.get()))
                    }
                    prop:value=move || query.get()
                    on:input=move |ev| {
                        query.set(event_target_value(&ev));
                        active.set(0);
                    }
                    on:keydown=on_keydown
                />
                <ul
                    id=LIST_ID
                    role="listbox"
                    class="command-palette__list"
                    aria-label=move || i18n.t(ShellKey::PaletteTitle)
                >
                    {list}
                </ul>
                <Show when=move || choices.with(Vec::is_empty)>
                    <p class="muted" role="status">
                        {move || i18n.tf(ShellKey::PaletteNoMatch, &[("query", &query.get())])}
                    </p>
                </Show>
                <div class="command-palette__foot">
                    <p class="command-palette__hint muted">{move || i18n.t(ShellKey::PaletteHint)}</p>
                    // Esc is no use without a keyboard (a phone).
                    <button
                        type="button"
                        class="btn btn--secondary btn--small"
                        on:click=move |_| open.set(false)
                    >
                        {move || i18n.t(ShellKey::PaletteClose)}
                    </button>
                </div>
            </div>
        </Dialog>
    }
}

/// Keeps the active choice in view in a long list.
fn scroll_to_active(index: usize) {
    if let Some(option) = document().get_element_by_id(&option_id(index)) {
        option.scroll_into_view_with_bool(false);
    }
}
