//! `/onboarding`: the account has no workspace yet; invitations are the way in.

use crate::components::A;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_navigate;

use crate::components::{error_message, use_toasts, PageHeader};
use crate::i18n::{use_i18n, ProfileKey};
use crate::profile::InvitationList;
use crate::state::use_app_state;

/// Explains what a workspace is and lists invitations; accepting one enters the app.
#[component]
pub fn OnboardingPage() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app_state();
    let navigate = use_navigate();
    let toasts = use_toasts();
    let has_workspaces = move || {
        state
            .workspaces
            .with(|w| w.as_ref().is_some_and(|w| !w.is_empty()))
    };

    let on_accepted = Callback::new(move |_| {
        let navigate = navigate.clone();
        spawn_local(async move {
            match state.reload_workspaces().await {
                Ok(()) => {
                    let any = state
                        .workspaces
                        .try_with_untracked(|w| w.as_ref().is_some_and(|w| !w.is_empty()))
                        .unwrap_or(false);
                    if any {
                        navigate("/", Default::default());
                    }
                }
                Err(e) => toasts.error(error_message(&e)),
            }
        });
    });

    view! {
        <div class="page page--narrow">
            <PageHeader title=ProfileKey::OnboardingTitle>
                <p>{move || i18n.t(ProfileKey::OnboardingIntro)}</p>
                <p class="muted">{move || i18n.t(ProfileKey::OnboardingHelp)}</p>
            </PageHeader>
            <Show when=has_workspaces>
                <p>
                    <A href="/workspaces" attr:class="btn btn--secondary">
                        {move || i18n.t(ProfileKey::GoToWorkspaces)}
                    </A>
                </p>
            </Show>
            <section class="section" aria-labelledby="onboarding-invitations">
                <h2 id="onboarding-invitations" class="section__title">
                    {move || i18n.t(ProfileKey::YourInvitations)}
                </h2>
                <InvitationList on_accepted heading_level=3/>
            </section>
        </div>
    }
}
