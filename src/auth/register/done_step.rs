//! Registration finished: on to sign in.

use crate::components::{focus_soon, A};
use leptos::prelude::*;

use crate::auth::hand_over::sign_in_link;
use crate::i18n::{use_i18n, RegisterKey};

const SIGN_IN_ID: &str = "register-sign-in";

/// Says the account is ready, with a "Sign in" link.
#[component]
pub fn DoneStep() -> impl IntoView {
    let i18n = use_i18n();
    focus_soon(SIGN_IN_ID);
    view! {
        <div class="form">
            <h2 class="form__title">{move || i18n.t(RegisterKey::DoneTitle)}</h2>
            <p role="status">{move || i18n.t(RegisterKey::DoneBody)}</p>
            <A href=sign_in_link() attr:id=SIGN_IN_ID attr:class="btn btn--primary btn--block">
                {move || i18n.t(RegisterKey::SignIn)}
            </A>
        </div>
    }
}
