//! A value read once by an async call, again when what the call read changes or on `refetch`.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use leptos::prelude::*;

use crate::api::ApiError;
use crate::components::{ErrorView, LoadingState};
use crate::reactive::Newest;

/// What `fetch` last answered (`None` until its first answer). Lighter than `LocalResource`,
/// whose async machinery is compiled anew for every value type: see docs/decisions/download-size.md.
pub struct Fetched<T: Send + Sync + 'static> {
    value: RwSignal<Option<T>>,
    again: Trigger,
}

impl<T: Send + Sync + 'static> Clone for Fetched<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Fetched<T> {}

impl<T: Send + Sync + 'static> Fetched<T> {
    /// Runs `fetch` now, and again whenever a signal it read changes; the value it shows
    /// stays until the next answer, and an answer overtaken by a newer call is dropped.
    pub fn new<F>(fetch: impl Fn() -> F + 'static) -> Self
    where
        F: Future<Output = T> + 'static,
    {
        let value = RwSignal::new(None);
        let again = Trigger::new();
        let newest = Newest::new();
        crate::reactive::effect(move || {
            again.track();
            let answer: Pin<Box<dyn Future<Output = T>>> = Box::pin(fetch());
            newest.take(answer, move |answer| value.set(Some(answer)));
        });
        Self { value, again }
    }

    /// The last answer, tracked.
    pub fn get(&self) -> Option<T>
    where
        T: Clone,
    {
        self.value.get()
    }

    /// Reads the last answer in place, tracked.
    pub fn with<U>(&self, read: impl FnOnce(&Option<T>) -> U) -> U {
        self.value.with(read)
    }

    /// Calls `fetch` again.
    pub fn refetch(&self) {
        self.again.notify();
    }
}

impl<T: Clone + Send + Sync + 'static> Fetched<Result<T, ApiError>> {
    /// The value as `shown` draws it; until then the loading state, and after a refusal the
    /// refusal with Retry, which calls again.
    pub fn show(self, shown: impl Fn(T) -> AnyView + Send + Sync + 'static) -> AnyView {
        let value = self.value;
        drawn(
            Arc::new(move || match value.get() {
                Some(Ok(found)) => Ok(shown(found)),
                Some(Err(refused)) => Err(Some(refused)),
                None => Err(None),
            }),
            self.again,
        )
    }
}

/// What [`Fetched::show`] draws: the value's view, or why there is none yet.
type Drawing = Arc<dyn Fn() -> Result<AnyView, Option<ApiError>> + Send + Sync>;

/// The one reactive view behind every [`Fetched::show`], whatever the value's type.
fn drawn(drawing: Drawing, again: Trigger) -> AnyView {
    (move || match drawing() {
        Ok(view) => view,
        Err(refused) => not_shown(refused, Callback::new(move |_| again.notify())),
    })
    .into_any()
}

/// The loading state, or a refusal with Retry: drawn by one function for every value type.
pub fn not_shown(refused: Option<ApiError>, retry: Callback<()>) -> AnyView {
    match refused {
        None => view! { <LoadingState/> }.into_any(),
        Some(error) => view! { <ErrorView error retry/> }.into_any(),
    }
}
