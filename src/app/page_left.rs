//! Keeps what the forms on screen hold when the page is reloaded or left, so opening the same
//! page again in this tab puts it back.

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::forms::{keep_open_forms, KeptBecause};
use crate::state::use_app_state;
use crate::web::location_path;

/// Keeps the forms of a signed-in person at `pagehide`, the last moment a reload, a closed
/// tab or another site leaves; the sign-in pages keep nothing. Renders nothing.
#[component]
pub fn PageLeftKeeper() -> impl IntoView {
    let state = use_app_state();
    let location = use_location();
    let listener = window_event_listener(leptos::ev::pagehide, move |_| {
        let account = state
            .account
            .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()));
        if account.is_some() {
            keep_open_forms(&location_path(&location), account, KeptBecause::PageLeft);
        }
    });
    on_cleanup(move || listener.remove());
}
