//! The palette's button, its Ctrl+K shortcut and its dialog; the content arrives with the
//! palette's own chunk in a split build, fetched ahead after the areas' (side_nav.rs).

use leptos::prelude::*;

use crate::components::Dialog;
use crate::i18n::{use_i18n, Key, ShellKey};

/// The search box's id, and the id of the list of choices it controls.
pub const INPUT_ID: &str = "command-palette-query";
pub const LIST_ID: &str = "command-palette-list";

/// The palette's open state and its search box: the trigger's, so that what is typed is kept
/// while the choices' chunk arrives.
#[derive(Clone, Copy)]
pub struct Search {
    pub open: RwSignal<bool>,
    pub query: RwSignal<String>,
    /// The active choice's index.
    pub active: RwSignal<usize>,
    /// The active choice's element id, for `aria-activedescendant`.
    pub active_id: RwSignal<Option<String>>,
}

/// A "Go to…" button and the palette it opens; Ctrl+K (⌘K) opens it from anywhere in the
/// workspace. Esc or Close closes it.
#[component]
pub fn CommandPalette() -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let search = Search {
        open,
        query: RwSignal::new(String::new()),
        active: RwSignal::new(0),
        active_id: RwSignal::new(None),
    };
    // The choices are drawn from the first opening on, then kept (closed with the dialog).
    let opened = RwSignal::new(false);
    let show = move || {
        search.query.set(String::new());
        search.active.set(0);
        opened.set(true);
        open.set(true);
    };
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if (ev.ctrl_key() || ev.meta_key()) && ev.key().eq_ignore_ascii_case("k") {
            ev.prevent_default();
            show();
        }
    });
    on_cleanup(move || handle.remove());

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
                    aria-activedescendant=move || search.active_id.get()
                    prop:value=move || search.query.get()
                    on:input=move |ev| {
                        search.query.set(event_target_value(&ev));
                        search.active.set(0);
                    }
                />
                {move || opened.get().then(|| content(search))}
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

/// The palette's content, from its chunk in a split build (`palette_chunk`); "could not be
/// loaded" with Try again in the dialog when it did not come.
#[cfg(any(portal_split, not(target_family = "wasm")))]
fn content(search: Search) -> AnyView {
    crate::components::chunk_part(
        || Box::pin(palette_chunk()),
        move |body| body(search),
        ShellKey::PaletteNotLoaded.into(),
    )
}

#[cfg(not(any(portal_split, not(target_family = "wasm"))))]
fn content(search: Search) -> AnyView {
    super::palette::body(search)
}

/// The split point of the palette's chunk: its content's drawing.
#[cfg(any(portal_split, not(target_family = "wasm")))]
#[leptos::wasm_split::wasm_split(
    command_palette,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(fetch_palette)
)]
fn palette_chunk() -> Result<fn(Search) -> AnyView, crate::components::SplitLoaderError> {
    Ok(super::palette::body)
}

/// Fetches the palette's chunk, so that Ctrl+K finds it there: the side navigation's
/// fetching ahead does, after the areas'.
pub fn fetch_ahead() -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> {
    Box::pin(async {
        #[cfg(any(portal_split, not(target_family = "wasm")))]
        let _ = fetch_palette().await;
    })
}
