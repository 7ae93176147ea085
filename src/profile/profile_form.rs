//! The profile edit form: display name and time zone.

use leptos::prelude::*;
use leptos::task::spawn_local;
use portal_api::profile::Account;

use crate::api;
use crate::components::{browser_time_zone, focus_first_refused, use_toasts};
use crate::forms::validate;
use crate::forms::{
    form_fields, ConstantList, Draft, FormCard, FormField, Sending, TimezonePicker,
};
use crate::i18n::{CommonKey, Message, ProfileKey};
use crate::state::use_app_state;

// The draft's control ids (`{form}-{field}`), so what it keeps across an ended session comes
// back into these fields.
const NAME_ID: &str = "profile-displayName";
const TIMEZONE_ID: &str = "profile-timezone";
form_fields! {
    /// The profile form's fields.
    enum ProfileField { DisplayName = "displayName", Timezone = "timezone" }
}
/// Longest display name accepted.
const NAME_MAX: usize = 100;

/// What the form shows for `account`: its name, and its time zone or else the browser's.
fn filled_from(account: &Account) -> (String, String) {
    let zone = account
        .default_timezone
        .clone()
        .filter(|z| !z.is_empty())
        .or_else(browser_time_zone)
        .unwrap_or_default();
    (account.account_name.clone(), zone)
}

/// Edits display name and time zone, prefilled from `account`. Success shows a toast and
/// reloads the account; errors show inline and keep what was typed.
#[component]
pub fn ProfileForm(
    /// The account as loaded.
    account: Account,
) -> impl IntoView {
    let state = use_app_state();
    let toasts = use_toasts();
    let draft = Draft::<ProfileField>::new("profile");
    let (name, timezone) = (
        draft.value(ProfileField::DisplayName),
        draft.value(ProfileField::Timezone),
    );
    let (shown_name, shown_zone) = filled_from(&account);
    draft.set(ProfileField::DisplayName, shown_name);
    draft.set(ProfileField::Timezone, shown_zone);
    // A fresher copy of the account (read as the page opens, or saved elsewhere) fills the
    // fields the person has not changed: saving must not put an old name back.
    crate::reactive::effect(move || {
        if let Some((fresh_name, fresh_zone)) = state.account.with(|a| a.as_ref().map(filled_from))
        {
            draft.refill(ProfileField::DisplayName, fresh_name);
            draft.refill(ProfileField::Timezone, fresh_zone);
        }
    });
    let name_error = RwSignal::new(None::<Message>);
    let timezone_unchosen = RwSignal::new(false);
    let timezone_error = RwSignal::new(None::<Message>);
    let sending = Sending::new();

    let submit = Callback::new(move |_| {
        if sending.pending.get_untracked() {
            return;
        }
        let display_name = name.get_untracked();
        let zone = timezone.get_untracked();
        name_error.set(validate::first([
            validate::required(&display_name, ProfileKey::NameRequired),
            validate::max_len(&display_name, NAME_MAX),
        ]));
        timezone_error.set(
            ConstantList::TimeZones
                .refusal(timezone_unchosen.get_untracked())
                .or_else(|| validate::required(&zone, CommonKey::TimeZoneRequired)),
        );
        if focus_first_refused(&[(NAME_ID, name_error), (TIMEZONE_ID, timezone_error)]) {
            return;
        }
        let request = async move { api::profile::update_profile(&display_name, &zone).await };
        sending.send(request, move |()| {
            toasts.success(ProfileKey::Saved);
            // The saved values are already on screen; a failed reload changes nothing.
            spawn_local(async move {
                let _ = state.reload_account().await;
            });
        });
    });

    view! {
        <FormCard
            id="profile-edit"
            title=ProfileKey::EditTitle
            action=ProfileKey::Save
            sending
            on_submit=submit
        >
            <FormField
                id=NAME_ID
                label=ProfileKey::DisplayName
                value=name
                error=name_error
                required=true
                autocomplete="name"
                max_len=NAME_MAX
            />
            <TimezonePicker
                id=TIMEZONE_ID
                value=timezone
                unchosen=timezone_unchosen
                error=timezone_error
            />
        </FormCard>
    }
}
