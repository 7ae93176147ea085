//! Leaves the app for sign-in when the session ends without the user asking.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use super::{location_path, sign_in_path, use_app_state};
use crate::api;

/// Registers the signed-out hook: forget the session state, then go to sign-in with the
/// current page as the return path and an "expired" notice. Renders nothing.
#[component]
pub fn SignedOutWatcher() -> impl IntoView {
    let state = use_app_state();
    let location = use_location();
    let navigate = use_navigate();
    api::session::on_signed_out(move || {
        state.clear();
        let target = sign_in_path(&location_path(&location), Some("expired"));
        navigate(&target, Default::default());
    });
}
