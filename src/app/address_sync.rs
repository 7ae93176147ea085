//! Keeps the address bar on the page shown, where leptos_router 0.8 forgets to push it.

use std::time::Duration;

use leptos::prelude::*;
use leptos_router::hooks::use_location;
use leptos_router::location::Location;
use wasm_bindgen::JsValue;

/// The router's full address (app folder included), as the browser would write it.
fn router_address(location: &Location) -> String {
    crate::web::with_query(
        location.pathname.get_untracked(),
        &location.search.get_untracked(),
    )
}

fn browser_address() -> String {
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    format!("{path}{}", location.search().unwrap_or_default())
}

/// After each navigation, once the router has had its turn, pushes the router's address if
/// the browser shows another. leptos_router 0.8 does not record a Forward move in its own
/// history stack, so after Back then Forward a link to the page before draws that page but
/// leaves the address (and the history) on the one after.
#[component]
pub fn AddressSync() -> impl IntoView {
    let location = use_location();
    crate::reactive::effect(move || {
        location.pathname.track();
        location.search.track();
        let wanted = router_address(&location);
        let location = location.clone();
        set_timeout(
            move || {
                // A later navigation has its own turn; the router pushed this one itself.
                if router_address(&location) != wanted || browser_address() == wanted {
                    return;
                }
                if let Ok(history) = window().history() {
                    let _ = history.push_state_with_url(&JsValue::NULL, "", Some(&wanted));
                }
            },
            Duration::from_millis(100),
        );
    });
}
