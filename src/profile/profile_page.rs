//! `/w/:workspace/profile` (and `/profile` without a workspace): the account's details and its edit form.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::profile_details::ProfileDetails;
use super::profile_form::ProfileForm;
use crate::api::ApiError;
use crate::components::{ErrorView, LoadingState, PageHeader};
use crate::i18n::ProfileKey;
use crate::state::use_app_state;

/// Shows every profile field, fetched afresh, then the form for display name and time zone.
#[component]
pub fn ProfilePage() -> impl IntoView {
    let state = use_app_state();
    let load_error = RwSignal::new(None::<ApiError>);
    // The account loaded at sign-in shows at once; a fresh copy replaces it when it arrives.
    let reload = move || {
        load_error.set(None);
        spawn_local(async move {
            match state.reload_account().await {
                // A refused session is handled by the signed-out hook, which leaves this page.
                Err(e) if e != ApiError::SignedOut => load_error.set(Some(e)),
                _ => {}
            }
        });
    };
    reload();
    // The form is built once, from the account as it is now; a fresher copy fills only the
    // fields the person has not changed, so it never resets what they typed.
    let loaded = Memo::new(move |_| state.account.with(Option::is_some));

    view! {
        <div class="page">
            <PageHeader title=ProfileKey::Title intro=ProfileKey::Intro/>
            <ErrorView error=load_error retry=Callback::new(move |_| reload())/>
            <Show when=move || loaded.get() fallback=|| view! { <LoadingState/> }>
                <div class="page__columns">
                    <ProfileDetails/>
                    {state.account.get_untracked().map(|account| view! { <ProfileForm account/> })}
                </div>
            </Show>
        </div>
    }
}
