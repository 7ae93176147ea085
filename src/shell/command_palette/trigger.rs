//! The palette's button, its Ctrl+K shortcut and its dialog; the content arrives with the
//! palette's own chunk in a split build, fetched ahead while the browser is idle.

use leptos::prelude::*;

use crate::components::Dialog;
use crate::i18n::{use_i18n, Key, ShellKey};

/// A "Go to…" button and the palette it opens; Ctrl+K (⌘K) opens it from anywhere in the
/// workspace. Esc or Close closes it.
#[component]
pub fn CommandPalette() -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    // The content is drawn from the first opening on, then kept (closed with the dialog).
    let opened = RwSignal::new(false);
    let show = move || {
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
    fetch_ahead();

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
            {move || opened.get().then(|| content(open))}
        </Dialog>
    }
}

/// The palette's content, from its chunk in a split build (`palette_chunk`); "could not be
/// loaded" with Try again in the dialog when it did not come.
#[cfg(any(portal_split, not(target_family = "wasm")))]
fn content(open: RwSignal<bool>) -> AnyView {
    crate::components::chunk_part(
        || Box::pin(palette_chunk()),
        move |body| body(open),
        ShellKey::PaletteNotLoaded.into(),
    )
}

#[cfg(not(any(portal_split, not(target_family = "wasm"))))]
fn content(open: RwSignal<bool>) -> AnyView {
    super::palette::body(open)
}

/// The split point of the palette's chunk: its content's drawing.
#[cfg(any(portal_split, not(target_family = "wasm")))]
#[leptos::wasm_split::wasm_split(
    command_palette,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(fetch_palette)
)]
fn palette_chunk() -> Result<fn(RwSignal<bool>) -> AnyView, crate::components::SplitLoaderError> {
    Ok(super::palette::body)
}

/// Fetches the palette's chunk once the browser is idle, so that Ctrl+K finds it there.
fn fetch_ahead() {
    #[cfg(any(portal_split, not(target_family = "wasm")))]
    request_idle_callback(|| {
        leptos::task::spawn_local(async {
            let _ = fetch_palette().await;
        });
    });
}
