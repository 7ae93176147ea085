//! A part of the app that arrives with its chunk (a page, the palette): drawn at once when the
//! chunk is there, else once it has loaded, or "could not be loaded" with Try again.

use std::future::Future;
use std::pin::Pin;

use futures::FutureExt;
use leptos::prelude::*;
pub use leptos::wasm_split::SplitLoaderError;

use crate::components::LoadingState;
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
        None => view! { <LoadingState/> }.into_any(),
        // The part's own reads must not redraw it from here.
        Some(Some(part)) => untrack(|| draw(part)),
        Some(None) => not_loaded(failed, Callback::new(move |_| start())),
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
