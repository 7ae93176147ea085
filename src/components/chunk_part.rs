//! A part of the app that arrives with its chunk (a page, the palette, a dialog): drawn at once
//! when the chunk is there, else once it has loaded, or "could not be loaded" with Try again.

use std::future::Future;
use std::pin::Pin;

use futures::FutureExt;
use leptos::prelude::*;
pub use leptos::wasm_split::SplitLoaderError;

use crate::components::{Button, ButtonVariant, Dialog, LoadingState};
use crate::i18n::{use_i18n, CommonKey, Key};

/// Loads a chunk (a split point) and hands back what it holds: a page, or a part's drawing.
pub type ChunkLoader<T> = fn() -> Pin<Box<dyn Future<Output = Result<T, SplitLoaderError>>>>;

/// What `load` hands back, drawn by `draw` in place of the loading state; if the chunk could
/// not be loaded, `failed` says so beside Try again, which loads it anew.
pub fn chunk_part<T: Copy + Send + Sync + 'static>(
    load: ChunkLoader<T>,
    draw: impl Fn(T) -> AnyView + Send + Sync + 'static,
    failed: Key,
) -> AnyView {
    loaded_part(load, draw, failed, |waiting| waiting)
}

/// The dialog that shows while a dialog's chunk is not there yet.
#[derive(Clone, Copy)]
pub struct DialogFrame {
    /// Whether the dialog is open.
    pub open: Signal<bool>,
    /// Runs when it is cancelled.
    pub on_close: Callback<()>,
    /// The dialog's id, the same as the one it stands in for.
    pub id: &'static str,
    /// The title of the dialog it stands in for.
    pub title: Signal<Key>,
    /// Its title as text, over `title`, when it holds values (a count).
    pub heading: MaybeProp<String>,
    /// Drawn (and its chunk loaded) at once rather than at its first opening: a form kept in
    /// it (a reload, a sign-in again) opens it by itself.
    pub at_once: bool,
}

/// A dialog whose content is `draw`n from a chunk, from its first opening on (or at once,
/// `frame.at_once`); areas fetch their dialogs' chunks ahead, so it is usually there by then.
/// Until it is, the dialog opens with the loading state, or `failed` with Try again, and
/// Cancel; opened again, it loads anew.
pub fn chunk_dialog<T: Copy + Send + Sync + 'static>(
    load: ChunkLoader<T>,
    draw: impl Fn(T) -> AnyView + Clone + Send + Sync + 'static,
    failed: Key,
    frame: DialogFrame,
) -> AnyView {
    let drawn = StoredValue::new(false);
    // The element focused when the dialog was asked for: its button, as a rule.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    // Counts the openings before the content was drawn: each loads it (anew, if it failed).
    let openings = Memo::new(move |was: Option<&u32>| {
        let was = was.copied().unwrap_or(u32::from(frame.at_once));
        if frame.open.get() && !drawn.get_value() {
            opener.set_value(focused_outside_dialogs());
            was + 1
        } else {
            was
        }
    });
    (move || {
        let draw = draw.clone();
        let content = move |part| {
            drawn.set_value(true);
            // Drawn in place of the stand-in, the dialog finds its opener focused again, as
            // when it opens at once: to give focus back to, and to open it again after a
            // reload (`dialog_opener`). Spawned before the dialog's own opening, which runs
            // after it, once the stand-in is gone and the page no longer inert.
            if let Some(element) = opener.get_value() {
                leptos::task::spawn_local(async move {
                    if element.is_connected() {
                        let _ = element.focus();
                    }
                });
            }
            draw(part)
        };
        (openings.get() > 0).then(|| {
            loaded_part(load, content, failed, move |waiting| {
                let DialogFrame { open, on_close, id, title, heading, .. } = frame;
                view! {
                    <Dialog open on_close id title heading>
                        {waiting}
                        <div class="form__actions">
                            <Button label=CommonKey::Cancel variant=ButtonVariant::Secondary on_click=on_close/>
                        </div>
                    </Dialog>
                }
                .into_any()
            })
        })
    })
    .into_any()
}

/// The focused element, unless it is inside a dialog (a stand-in's own button).
fn focused_outside_dialogs() -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    let element = document().active_element()?;
    matches!(element.closest("dialog"), Ok(None))
        .then(|| element.dyn_into().ok())
        .flatten()
}

/// `draw`s what `load` hands back; until then, or if it could not be loaded, the loading state
/// or `failed` with Try again, inside `frame`.
fn loaded_part<T: Copy + Send + Sync + 'static>(
    load: ChunkLoader<T>,
    draw: impl Fn(T) -> AnyView + Send + Sync + 'static,
    failed: Key,
    frame: impl Fn(AnyView) -> AnyView + Send + Sync + 'static,
) -> AnyView {
    // None while loading; Some(None) when the chunk could not be loaded.
    let state = RwSignal::new(None::<Option<T>>);
    let start = move || {
        let mut loading = load();
        // A chunk already there answers at once: drawn without a loading frame.
        if let Some(loaded) = (&mut loading).now_or_never() {
            state.set(Some(loaded.ok()));
            return;
        }
        state.set(None);
        leptos::task::spawn_local(async move {
            let loaded = loading.await;
            state.try_set(Some(loaded.ok()));
        });
    };
    start();
    (move || match state.get() {
        None => frame(view! { <LoadingState/> }.into_any()),
        // The part's own reads must not redraw it from here.
        Some(Some(part)) => untrack(|| draw(part)),
        Some(None) => frame(not_loaded(failed, Callback::new(move |_| start()))),
    })
    .into_any()
}

/// `failed` ("This page could not be loaded…") with Try again, which loads the chunk anew.
fn not_loaded(failed: Key, again: Callback<()>) -> AnyView {
    let i18n = use_i18n();
    view! {
        <div class="error-region" role="alert">
            <div class="error-view">
                <p class="error-view__message">{move || i18n.t(failed)}</p>
                <button
                    type="button"
                    class="btn btn--secondary btn--small"
                    on:click=move |_| again.run(())
                >
                    {move || i18n.t(CommonKey::TryAgain)}
                </button>
            </div>
        </div>
    }
    .into_any()
}
