//! `/w/:workspace/invitations`: the account's open invitations.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::InvitationList;
use crate::components::{error_message, use_toasts, PageHeader};
use crate::i18n::ProfileKey;
use crate::state::use_app_state;

/// Lists invitations; accepting one reloads the workspaces so the switcher shows it.
#[component]
pub fn InvitationsPage() -> impl IntoView {
    let state = use_app_state();
    let toasts = use_toasts();
    let on_accepted = Callback::new(move |_| {
        spawn_local(async move {
            // The invitation is accepted either way; only the switcher's list is stale.
            if let Err(e) = state.reload_workspaces().await {
                toasts.error(error_message(&e));
            }
        });
    });
    view! {
        <div class="page">
            <PageHeader title=ProfileKey::InvitationsTitle intro=ProfileKey::InvitationsIntro/>
            <InvitationList on_accepted/>
        </div>
    }
}
