//! Leaves the app for sign-in when the session ends without the user asking.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use super::{location_path, sign_in_path, use_app_state};
use crate::api;
use crate::components::keep_open_forms;

/// Registers the signed-out hook: forget the session state, then go to sign-in with the
/// current page as the return path and an "expired" notice. What the forms on screen hold is
/// kept for signing in again. Renders nothing.
#[component]
pub fn SignedOutWatcher() -> impl IntoView {
    let state = use_app_state();
    let location = use_location();
    let navigate = use_navigate();
    api::session::on_signed_out(move || {
        let here = location_path(&location);
        let account = state
            .account
            .with_untracked(|a| a.as_ref().map(|a| a.biz_id.clone()));
        keep_open_forms(&here, account);
        state.clear();
        let target = sign_in_path(&here, Some("expired"));
        navigate(&target, Default::default());
    });
}
