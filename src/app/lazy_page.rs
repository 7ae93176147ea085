//! An area's page that arrives with the area's chunk of the app (`lazy_page!`): drawn at once
//! when the chunk is there, else once it has loaded, or "could not be loaded" with Try again.

use std::future::Future;
use std::pin::Pin;

use futures::FutureExt;
use leptos::prelude::*;
pub use leptos::wasm_split::SplitLoaderError;

use crate::components::LoadingState;
use crate::i18n::{use_i18n, CommonKey, ShellKey};

/// A page as the routes draw it (see `page!`).
pub type Page = fn() -> AnyView;

/// Loads a page's chunk (a split point of `lazy_page!`) and hands back the page.
pub type Loader = fn() -> Pin<Box<dyn Future<Output = Result<Page, SplitLoaderError>>>>;

/// The page `load` hands back, drawn in place of the loading state or the failure.
pub fn drawn(load: Loader) -> AnyView {
    // None while loading; Some(None) when the chunk could not be loaded.
    let state = RwSignal::new(None::<Option<Page>>);
    let start = move || {
        let mut loading = load();
        // A chunk already there answers at once: the page is drawn without a loading frame.
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
        // The page's own reads must not redraw it from here.
        Some(Some(page)) => untrack(page),
        Some(None) => not_loaded(Callback::new(move |_| start())),
    })
    .into_any()
}

/// "This page could not be loaded" with Try again, which loads the chunk anew.
fn not_loaded(again: Callback<()>) -> AnyView {
    let i18n = use_i18n();
    view! {
        <div class="error-region" role="alert">
            <div class="error-view">
                <p class="error-view__message">{move || i18n.t(ShellKey::PageNotLoaded)}</p>
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
