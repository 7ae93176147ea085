//! Leaves the app for sign-in when the session ends without this tab's user asking.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use crate::api;
use crate::api::session::Ending;
use crate::forms::{keep_open_forms, KeptBecause};
use crate::state::use_app_state;
use crate::web::{location_path, sign_in_path};

/// Registers the signed-out hook: forget the session state, then go to sign-in. A session that
/// ended keeps the current page as the return path, what the forms on screen hold and the
/// account's email for the sign-in form, with an "expired" notice; a sign-out in a tab sharing
/// the session keeps nothing. Renders nothing.
#[component]
pub fn SignedOutWatcher() -> impl IntoView {
    let state = use_app_state();
    let location = use_location();
    let navigate = use_navigate();
    api::session::on_signed_out(move |why| {
        let here = location_path(&location);
        let target = match why {
            Ending::Expired => {
                let (account, email) = state.account.with_untracked(|a| {
                    a.as_ref()
                        .map(|a| (a.biz_id.clone(), a.account_email.clone()))
                        .unzip()
                });
                keep_open_forms(&here, account, KeptBecause::SessionEnded);
                // The same person is the likely one to sign in again here.
                if let Some(email) = email {
                    crate::auth::hand_email(&email);
                }
                sign_in_path(&here, Some("expired"))
            }
            // Signed out in a tab sharing this session: as if here, so nothing is kept.
            Ending::SignedOut => "/sign-in?reason=signed-out".to_owned(),
        };
        state.clear();
        navigate(&target, Default::default());
    });
}
