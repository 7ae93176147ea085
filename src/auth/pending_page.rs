//! The page for an account that awaits approval; it does not enter the app.

use crate::components::A;
use leptos::prelude::*;

use super::AuthLayout;
use crate::i18n::{use_i18n, AuthKey, RegisterKey};

/// Explains that an administrator still has to approve the account.
#[component]
pub fn PendingApprovalPage() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <AuthLayout title=RegisterKey::PendingTitle>
            <p>{move || i18n.t(RegisterKey::PendingBody)}</p>
            <p class="muted">{move || i18n.t(RegisterKey::PendingHelp)}</p>
            <p class="auth__links">
                <A href="/sign-in">{move || i18n.t(AuthKey::BackToSignIn)}</A>
            </p>
        </AuthLayout>
    }
}
