//! Fetching an area's chunk of the app ahead of its first visit, as the app provides it (the
//! chunks are the routes' concern, above the navigation that asks for them).

use std::future::Future;
use std::pin::Pin;

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;

use super::Area;

/// Fetches an area's chunk of the app; done when it is there or could not be fetched (the
/// visit then says so). Provided by the app in builds whose areas are chunks.
#[derive(Clone, Copy)]
pub struct AreaChunks(pub fn(Area) -> Pin<Box<dyn Future<Output = ()>>>);

impl AreaChunks {
    /// The app's, when its areas are chunks.
    pub fn from_context() -> Option<Self> {
        use_context()
    }

    /// Fetches `area`'s chunk now (its link hovered or focused); at once done when it is there.
    pub fn fetch_now(self, area: Area) {
        leptos::task::spawn_local((self.0)(area));
    }

    /// Once the browser is idle, fetches the chunks of `areas` one after another, in order,
    /// then `after` (the shell's own chunks), then marks `AREAS_FETCHED`. Each waits until
    /// `all_answered` (the requests sent): one at a time, after the reads of the page being
    /// opened, they take no bandwidth from them.
    pub fn fetch_when_idle(
        self,
        areas: Vec<Area>,
        after: fn() -> Pin<Box<dyn Future<Output = ()>>>,
        all_answered: fn() -> bool,
    ) {
        request_idle_callback(move || {
            let areas = areas.clone();
            leptos::task::spawn_local(async move {
                for area in areas {
                    after_answers(all_answered).await;
                    (self.0)(area).await;
                }
                after_answers(all_answered).await;
                after().await;
                crate::web::performance::mark(AREAS_FETCHED);
            });
        });
    }
}

/// How often, and at most how long, a chunk fetched ahead checks for the requests sent: a slow
/// answer (a large upload) does not hold back the rest for long.
const CHECK_MS: u32 = 100;
const SETTLE_LIMIT_MS: u32 = 3_000;

/// What a chunk fetched ahead waits for: lets what ran before run first (a page drawn sends
/// its reads from tasks that all come before a timer's), then waits until `all_answered`, at
/// most `SETTLE_LIMIT_MS`.
pub async fn after_answers(all_answered: fn() -> bool) {
    TimeoutFuture::new(0).await;
    let mut waited = 0;
    while !all_answered() && waited < SETTLE_LIMIT_MS {
        TimeoutFuture::new(CHECK_MS).await;
        waited += CHECK_MS;
    }
}

/// The performance mark set once every area in the navigation and the palette have their code,
/// fetched ahead or (a build without chunks) there from the start: tests wait for it before the
/// network fails.
const AREAS_FETCHED: &str = "areas-fetched";

/// Marks `AREAS_FETCHED` at once: a build without chunks has every area's code.
pub fn mark_areas_there() {
    crate::web::performance::mark(AREAS_FETCHED);
}
